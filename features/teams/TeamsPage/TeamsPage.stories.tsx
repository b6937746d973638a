import { loadOnce, useEndpoint } from '@lib/endpoint';
import { useTeams } from '@lib/site-data';
import { userEndpoint } from '@lib/users';
import { Button, Text } from '@mantine/core';
import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { TEAM_IDS } from '@mocks/seed';
import { membersOf } from '@mocks/teams/rules';
import { MALFORMED_TITLE } from '@ui/DataState';
import { http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  drawnLabel,
  expectNoSidewaysScroll,
  expectWithinViewportWidth,
} from '../../../.storybook/expect-in-view';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { swrSettled, withSwrWatch } from '../../../.storybook/swr-settled';
import { TeamsPage } from './TeamsPage';

const TEAMS = '/api/client/teams';

/** How many times the team list was read (a resolver that returns nothing passes the request on). */
let teamReads = 0;
const countTeamReads = http.get(`*${TEAMS}`, () => {
  teamReads += 1;
});

/** The site's start-up read of the teams (teams are on); the page opens when the user asks, like a later visit. */
function AfterStartup() {
  const { teams } = useTeams(true);
  const [open, setOpen] = useState(false);
  if (!teams) return null;
  return open ? <TeamsPage /> : <Button onClick={() => setOpen(true)}>Open the Team Manager</Button>;
}

/** The page beside another page's cached read of the chef (their profile, say), showing the chef's team. */
function WithChefsProfile() {
  const chef = useEndpoint(userEndpoint, { id: PERSONAS.chef.userId }, loadOnce);
  return (
    <>
      <TeamsPage />
      {chef.data?.user && <Text>Chef’s team: {chef.data.user.team ?? 'none'}</Text>}
    </>
  );
}

const meta = preview.meta({
  title: 'Features/Teams/TeamsPage',
  component: TeamsPage,
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          '`/staff/admin/teams` (Manage teams): the teams as standings (a bar chart and a table with the same figures, the list loaded once and reused), and per team Edit (name, chat role), Reset orders and Delete; Give everyone a team; Move one user. Every destructive change asks first.',
      },
    },
  },
});

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The row's button: “Edit Team Zest”, “Reset orders of Team Sizzle”, “Delete Team Crunch”. */
async function openAction(
  canvas: ReturnType<typeof within>,
  team: string,
  action: 'Edit' | 'Reset orders' | 'Delete',
) {
  const name = `${action}${action === 'Reset orders' ? ' of' : ''} ${team}`;
  await userEvent.click(await canvas.findByRole('button', { name }));
}

export const Standings = meta.story({
  parameters: { docs: { description: { story: 'Three teams, most orders first.' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: /^Orders per team: Team Sizzle, 1,284 orders; Team Crunch/ }),
    ).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Team Sizzle',
      'Team Crunch',
      'Team Zest',
    ]);
    await expect(within(rows[0] as HTMLElement).getByText('1,284 orders')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New team' })).toHaveAttribute(
      'href',
      '/staff/admin/teams/create',
    );
  },
});

/** The calls the page made to one team's address (a resolver that returns nothing passes them on). */
const teamCalls: string[] = [];
const spyOnTeamCalls = http.all(`*${TEAMS}/:id`, ({ request }) => {
  teamCalls.push(request.method);
});

export const EditTeam = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Renaming a team sends only the name, as the team’s update (`POST /teams/{teamID}`).',
      },
    },
  },
  beforeEach: ({ msw }) => {
    teamCalls.length = 0;
    msw.use(spyOnTeamCalls);
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openAction(canvas, 'Team Zest', 'Edit');
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit Team Zest' }));
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Team Citrus');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expectToast(body(canvasElement), 'Saved Team Citrus');
    await expect(await canvas.findByRole('rowheader', { name: 'Team Citrus' })).toBeVisible();
    await expect(db.teams.get(TEAM_IDS.zest)).toMatchObject({
      name: 'Team Citrus',
      roleID: '780190927702758548',
    });
    await expect(teamCalls).toEqual(['POST']);
  },
});

export const BadRoleId = meta.story({
  parameters: {
    docs: { description: { story: 'A chat role that is not a role ID is refused in the form.' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openAction(canvas, 'Team Zest', 'Edit');
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit Team Zest' }));
    const role = dialog.getByRole('textbox', { name: /^Chat role ID/ });
    await userEvent.clear(role);
    await userEvent.type(role, '@Zest');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(
      await dialog.findByText('A role ID is 17 to 19 digits (copy it from the chat app)'),
    ).toBeVisible();
  },
});

export const ResetOrders = meta.story({
  parameters: { docs: { description: { story: 'Resetting asks first; the count goes back to 0.' } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openAction(canvas, 'Team Sizzle', 'Reset orders');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Reset Team Sizzle’s orders?' }),
    );
    await expect(dialog.getByText(/Its 1,284 orders go back to 0/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Reset to 0' }));
    await expectToast(body(canvasElement), 'Team Sizzle’s orders are back to 0');
    await expect(db.teams.get(TEAM_IDS.sizzle)?.orders).toBe(0);
  },
});

export const DeleteTeam = meta.story({
  parameters: {
    docs: { description: { story: 'Deleting says its members lose their team; then they have none.' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openAction(canvas, 'Team Crunch', 'Delete');
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Delete Team Crunch?' }));
    await expect(dialog.getByText(/Its members are left without a team/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast(body(canvasElement), 'Deleted Team Crunch');
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: 'Team Crunch' })).toBeNull());
    await expect(membersOf(TEAM_IDS.crunch)).toEqual([]);
  },
});

export const GiveEveryoneATeam = meta.story({
  parameters: { docs: { description: { story: 'Staff without a team are each given the smallest team.' } } },
  beforeEach: () => {
    db.users.update(PERSONAS.chef.userId, { team: null });
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Give everyone a team' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Give everyone a team?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Give teams' }));
    await waitFor(() =>
      expect(body(canvasElement).getByText(/^\d+ users? (was|were) given a team$/)).toBeVisible(),
    );
    await expect(db.users.get(PERSONAS.chef.userId)?.team).not.toBeNull();
  },
});

export const NoTeamsToGive = meta.story({
  parameters: {
    docs: { description: { story: 'The server’s refusal, verbatim, inside the question.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', `${TEAMS}/bulk-update-teams`, 404, {
        statusCode: 404,
        code: 'no_teams',
        message: 'No teams currently available',
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Give everyone a team' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Give everyone a team?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Give teams' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Nobody was given a team');
    await expect(alert).toHaveTextContent('No teams currently available');
  },
});

export const MoveUser = meta.story({
  parameters: { docs: { description: { story: 'Moving one user by ID into another team.' } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'User ID' }), PERSONAS.chef.userId);
    await userEvent.click(canvas.getByLabelText('Team'));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Team Zest' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    await expectToast(body(canvasElement), `Moved ${PERSONAS.chef.userId} to Team Zest`);
    await expect(db.users.get(PERSONAS.chef.userId)?.team).toBe(TEAM_IDS.zest);
    await expect(canvas.getByRole('textbox', { name: 'User ID' })).toHaveValue('');
  },
});

/**
 * Moves the chef to Team Zest with another page's copy of the chef on screen, and expects that copy to show the
 * new team (the two move stories differ in what the server answers).
 */
async function moveChefAndReadTheCopy({
  canvas,
  canvasElement,
}: {
  canvas: ReturnType<typeof within>;
  canvasElement: HTMLElement;
}) {
  await expect(
    await canvas.findByText(`Chef’s team: ${db.users.get(PERSONAS.chef.userId)?.team}`),
  ).toBeVisible();
  await userEvent.type(await canvas.findByRole('textbox', { name: 'User ID' }), PERSONAS.chef.userId);
  await userEvent.click(canvas.getByLabelText('Team'));
  await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Team Zest' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
  await expectToast(body(canvasElement), `Moved ${PERSONAS.chef.userId} to Team Zest`);
  await expect(await canvas.findByText(`Chef’s team: ${TEAM_IDS.zest}`)).toBeVisible();
}

export const MoveUpdatesTheCachedUser = meta.story({
  tags: ['no-visual'],
  render: () => <WithChefsProfile />,
  parameters: {
    docs: {
      description: {
        story:
          'The answer’s `updatedTeam` goes into the moved user’s cached read in place: another page’s copy of the chef shows the new team without reading the chef again.',
      },
    },
  },
  play: moveChefAndReadTheCopy,
});

export const MoveAnsweredWithoutTheTeam = meta.story({
  tags: ['no-visual'],
  render: () => <WithChefsProfile />,
  parameters: {
    docs: {
      description: {
        story:
          'An answer without `updatedTeam` (the core may send none): the team that was sent goes into the moved user’s cached read, so another page’s copy of the chef shows it (the user reads are loaded once, so nothing would read them again).',
      },
    },
  },
  beforeEach: ({ msw }) => {
    // The server moves nobody and names no team: only what the site sent can change the copy.
    msw.use(respondWith('PATCH', '/api/client/teams/update-user-team', 200, {}));
  },
  play: moveChefAndReadTheCopy,
});

export const ReusesTheStartupTeams = meta.story({
  tags: ['no-visual'],
  render: () => <AfterStartup />,
  decorators: [withSwrWatch],
  parameters: {
    docs: {
      description: {
        story:
          'The teams loaded at start-up are reused: opening the Team Manager shows them without reading them again.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    teamReads = 0;
    msw.use(countTeamReads);
  },
  play: async ({ canvas, userEvent }) => {
    const open = await canvas.findByRole('button', { name: 'Open the Team Manager' });
    await swrSettled();
    await userEvent.click(open);
    await expect(await canvas.findByRole('rowheader', { name: 'Team Sizzle' })).toBeVisible();
    await swrSettled();
    await expect(teamReads).toBe(1);
  },
});

export const MoveUnknownUser = meta.story({
  parameters: {
    docs: {
      description: { story: 'An ID that is not one is refused at once; an unknown user by the server.' },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const id = await canvas.findByRole('textbox', { name: 'User ID' });
    await userEvent.type(id, 'chef');
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    await expect(await canvas.findByText('User ID is not a snowflake')).toBeVisible();
    await userEvent.clear(id);
    await userEvent.type(id, '123456789012345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The user was not moved');
    await expect(alert).toHaveTextContent('User not found');
    await expect(id).toHaveValue('123456789012345678');
  },
});

export const TeamsOff = meta.story({
  parameters: {
    docs: { description: { story: 'While teams are off the page says so; the teams can still be managed.' } },
  },
  beforeEach: () => {
    db.settings.set('teamsEnabled', false);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Teams are off')).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'Team Sizzle' })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', TEAMS, 200, { teams: [] }));
  },
  parameters: { docs: { description: { story: 'No teams yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No teams yet' })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          'At 375 px the chart fits and each team is a card with its figures and its Edit, Reset orders and Delete on screen.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: /^Orders per team/ })).toBeVisible();
    for (const name of [/^Edit /, /^Reset orders of /, /^Delete /]) {
      const buttons = canvas.getAllByRole('button', { name });
      await expect(buttons.length).toBeGreaterThan(0);
      for (const button of buttons) await expectWithinViewportWidth(button);
    }
    // The column's name is drawn beside each value, since the header row is off screen.
    await expect(
      drawnLabel(within(canvas.getByRole('table', { name: 'Teams' })).getAllByRole('cell')[0] as Element),
    ).toBe('Orders');
    await expectNoSidewaysScroll(canvasElement);
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', TEAMS));
  },
  parameters: { docs: { description: { story: 'The teams are on their way.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the teams')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', TEAMS, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The teams failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The teams could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('rowheader', { name: 'Team Sizzle' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', TEAMS));
  },
  parameters: {
    docs: { description: { story: 'An answer the page cannot read is an error, not a crash.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
  },
});

export const Refused = meta.story({
  parameters: {
    docs: { description: { story: 'A 403 on the list: the server’s words, no retry.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', TEAMS, 403, {
        statusCode: 403,
        code: 'missing_permissions',
        message: 'You do not have permission to do that',
      }),
    );
  },
  play: async ({ canvas }) => {
    await expectRefusal(canvas, 'The teams are not open to you', 'You do not have permission to do that');
  },
});
