import { useNavigate } from '@tanstack/react-router';
import { delay, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { StoryRoutes } from '../../../.storybook/decorators';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { AchievementsPage } from '../AchievementsPage/AchievementsPage';
import { CreateObjectivePage } from './CreateObjectivePage';

function CreatePage() {
  const navigate = useNavigate();
  return <CreateObjectivePage onNavigate={(to) => void navigate({ href: to })} />;
}

/** My Achievements and New objective in miniature. */
function AchievementsAndCreate() {
  return (
    <StoryRoutes
      initialPath="/staff/achievements"
      routes={[
        { path: '/staff/achievements', component: AchievementsPage },
        { path: '/staff/achievements/create', component: CreatePage },
      ]}
    />
  );
}

/** The story's reads of the global objectives, and of single objectives by id. */
let listReads = 0;
const objectiveReads: string[] = [];
/** Whether the list's later reads are held (never answered). */
let holdListReads = true;

const meta = preview.meta({
  title: 'Features/Achievements/Create and the list',
  component: AchievementsAndCreate,
  parameters: {
    layout: 'fullscreen',
    persona: 'admin',
    docs: {
      description: {
        component:
          'A new objective and My Achievements: the answer names the new objective (`completed.insertedId`), its own read (`GET /objectives/{id}`) gives it as the server stored it, and it joins the cached list: back on My Achievements it is there without the list being read again.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    listReads = 0;
    objectiveReads.length = 0;
    holdListReads = true;
    msw.use(
      // The first read of the list answers from the fake backend; later ones never answer, so the page shows
      // what the cache holds.
      http.get('*/api/client/objectives', async () => {
        listReads += 1;
        if (listReads > 1 && holdListReads) await delay('infinite');
      }),
      http.get<{ id: string }>('*/api/client/objectives/:id', ({ params }) => {
        objectiveReads.push(params.id);
      }),
    );
  },
});

export const CreatedJoinsTheList = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Created for everyone: back on My Achievements, its card is there, from the cache.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Prepare 100 orders' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'New objective' }));
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Description/ }),
      'Deliver 40 orders this week',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Target/ }), '40');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '750');
    await userEvent.click(canvas.getByRole('button', { name: 'Create objective' }));
    await expectToast(within(canvasElement.ownerDocument.body), 'Created “Deliver 40 orders this week”');
    await expect(await canvas.findByRole('heading', { name: 'Deliver 40 orders this week' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Prepare 100 orders' })).toBeVisible();
    // One read of the new objective by its id; the list's own read again (on the page's return) is held.
    await expect(objectiveReads).toHaveLength(1);
    await waitFor(() => expect(listReads).toBe(2));
  },
});

export const ReadFailsListReadAgain = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The new objective’s own read fails: it was created all the same (its toast), and the list is read again to show it.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    holdListReads = false;
    msw.use(
      http.get('*/api/client/objectives/:id', () =>
        HttpResponse.json({ statusCode: 500, code: 'internal_error', message: 'Down' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Prepare 100 orders' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'New objective' }));
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Description/ }),
      'Deliver 40 orders this week',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Target/ }), '40');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '750');
    await userEvent.click(canvas.getByRole('button', { name: 'Create objective' }));
    await expectToast(within(canvasElement.ownerDocument.body), 'Created “Deliver 40 orders this week”');
    await expect(await canvas.findByRole('heading', { name: 'Deliver 40 orders this week' })).toBeVisible();
    await expect(listReads).toBeGreaterThanOrEqual(2);
  },
});
