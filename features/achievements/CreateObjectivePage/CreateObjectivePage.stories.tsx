import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { respondWith } from '@mocks/scenarios';
import { RANK_IDS } from '@mocks/seed';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { CreateObjectivePage } from './CreateObjectivePage';

const created = () => db.objectives.all().find((o) => o.description.startsWith('Deliver 40 orders'));

const meta = preview.meta({
  title: 'Features/Achievements/CreateObjectivePage',
  component: CreateObjectivePage,
  args: { onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'admin',
    docs: {
      description: {
        component:
          '`/staff/achievements/create` (Manage achievements): a new objective: its description, what counts, the target, for everyone or one user, and the reward with its data (an amount, a perk, a rank, or words). Numbers are checked before anything is sent.',
      },
    },
  },
});

export const Empty = meta.story({
  parameters: {
    docs: { description: { story: 'The form as it opens: all orders, for everyone, VD currency.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /^Description/ })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^Amount/ })).toBeVisible();
  },
});

export const CreateCurrency = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'A global objective with a currency reward: created, then back to My Achievements.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Description/ }),
      'Deliver 40 orders this week',
    );
    await userEvent.click(canvas.getByLabelText('What counts'));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Orders delivered' }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Target/ }), '40');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '750');
    await userEvent.click(canvas.getByRole('button', { name: 'Create objective' }));
    await expectToast(within(canvasElement.ownerDocument.body), 'Created “Deliver 40 orders this week”');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/achievements'));
    await expect(created()).toMatchObject({
      type: 1,
      target: 40,
      global: true,
      rewardType: 0,
      rewardData: 750,
    });
  },
});

export const CreateRankForOneUser = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'For one user, with a rank picked from the ranks; the page warns that only global objectives pay out.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Description/ }),
      'Deliver 40 orders for the team',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Target/ }), '40');
    await userEvent.click(canvas.getByText('One user'));
    await expect(await canvas.findByText(/Only objectives for everyone give their reward/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^User ID/ }), PERSONAS.chef.userId);
    await userEvent.click(canvas.getByLabelText('Reward'));
    await userEvent.click(await page.findByRole('option', { name: 'Rank' }));
    await userEvent.click(canvas.getByLabelText(/^Rank/));
    await userEvent.click(await page.findByRole('option', { name: 'Supporter' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create objective' }));
    await expectToast(page, 'Created “Deliver 40 orders for the team”');
    await expect(created()).toMatchObject({
      global: false,
      userID: PERSONAS.chef.userId,
      rewardType: 2,
      rewardData: RANK_IDS.supporter,
    });
  },
});

export const NumbersRefused = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'A target or an amount that is not a whole number above 0, and a user ID that is not one: refused, nothing sent.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const before = db.objectives.size;
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Description/ }), 'Something');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Target/ }), 'ten');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '12.5');
    await userEvent.click(canvas.getByText('One user'));
    await userEvent.type(await canvas.findByRole('textbox', { name: /^User ID/ }), '<script>');
    await userEvent.click(canvas.getByRole('button', { name: 'Create objective' }));
    await expect(
      await canvas.findByText('The target must be a whole number above 0, e.g. 100'),
    ).toBeVisible();
    await expect(canvas.getByText('The amount must be a whole number above 0, e.g. 500')).toBeVisible();
    await expect(canvas.getByText('User ID is not a snowflake')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Target/ })).toHaveValue('ten');
    await expect(db.objectives.size).toBe(before);
  },
});

export const Refused = meta.story({
  parameters: {
    docs: { description: { story: 'The server says no: its words above the form; what was typed stays.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', '/api/client/objectives/', 403, {
        statusCode: 403,
        code: 'missing_permissions',
        message: 'You do not have permission to do that',
      }),
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Description/ }),
      'Deliver 40 orders this week',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Target/ }), '40');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '750');
    await userEvent.click(canvas.getByRole('button', { name: 'Create objective' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The objective was not created');
    await expect(alert).toHaveTextContent('You do not have permission to do that');
    await expect(canvas.getByRole('textbox', { name: /^Description/ })).toHaveValue(
      'Deliver 40 orders this week',
    );
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
});
