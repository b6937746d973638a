import { FORM_IDS } from '@mocks/seed-careers';
import { useNavigate, useParams } from '@tanstack/react-router';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { StoryRoutes } from '../../../.storybook/decorators';
import preview from '../../../.storybook/preview';
import { FormApplicationsPage } from '../FormApplicationsPage/FormApplicationsPage';
import { ReviewApplicationPage } from './ReviewApplicationPage';

const LIST_PATH = `/staff/admin/recruitment/${FORM_IDS.deliveryDriver}/applications`;

function ListPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  return <FormApplicationsPage formId={id} search={{}} onSearchChange={() => undefined} />;
}

function ReviewPage() {
  const { id, applicationID } = useParams({ strict: false }) as { id: string; applicationID: string };
  const navigate = useNavigate();
  return (
    <ReviewApplicationPage
      formId={id}
      applicationId={applicationID}
      onNavigate={(to) => void navigate({ href: to })}
    />
  );
}

/** The two recruitment pages of one form in miniature: its applications, and one application's review. */
function ListAndReview() {
  return (
    <StoryRoutes
      initialPath={LIST_PATH}
      routes={[
        { path: '/staff/admin/recruitment/$id/applications', component: ListPage },
        { path: '/staff/admin/recruitment/$id/applications/$applicationID', component: ReviewPage },
      ]}
    />
  );
}

/** How many times the story read the form's applications. */
let listReads = 0;

const meta = preview.meta({
  title: 'Features/RecruitmentManager/Decision and the list',
  component: ListAndReview,
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          'A decision and the form’s list of applications: back on the list, a decided application has left it at once, from the cache, with no new read of the list needed. The application read names no `formID` (docs/product/recruitment-and-appeals.md#recruitment-the-server): the list is found by the form’s id.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    listReads = 0;
    // The first read answers from the fake backend; later ones never answer, so the list shows what the cache holds.
    msw.use(
      http.get('*/api/client/recruitment/forms/:id/applications', async () => {
        listReads += 1;
        if (listReads > 1) await delay('infinite');
      }),
    );
  },
});

export const AcceptedLeavesTheList = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Wes’s pending application is accepted: back on the open list only Rae’s (on hold) is left, though the list was not read again.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('link', { name: 'Review application from waffle.wes' }));
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await page.findByRole('option', { name: 'Accepted' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save decision' }));
    await expect(await canvas.findByRole('heading', { name: /^Applications: / })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'ramen.rae', level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'waffle.wes', level: 2 })).toBeNull();
    // The page asked again (and waits): what it shows is the cache, changed by the decision.
    await waitFor(() => expect(listReads).toBe(2));
  },
});
