import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { REPORT_REASONS } from '../model';
import { ReportOrderPage } from './ReportOrderPage';

/** Seeded orders of the manager persona (mocks/seed-orders.ts). */
const ELIGIBLE_ORDER = 'Mg4hTq';
const NOT_ELIGIBLE_ORDER = 'Mr2kDs';
const ELIGIBLE_PATH = '*/api/client/report/order/eligible';
const SUBMIT_PATH = '*/api/client/report/order';

const meta = preview.meta({
  title: 'Features/OrderReports/ReportOrderPage',
  component: ReportOrderPage,
  args: { search: {}, onSearchChange: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/feedback/report-order` (perk FEEDBACK_BETA): the customer enters an order ID, the site checks whether it may be reported and shows the order, then the report form (reason and notes). Server messages are shown verbatim.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'The first step: an empty order ID field. A malformed ID never reaches the server.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: /^Order ID/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Check eligibility' }));
    await expect(await canvas.findByText('Enter the order ID')).toBeVisible();
    await userEvent.type(field, 'Ab-12');
    await userEvent.click(canvas.getByRole('button', { name: 'Check eligibility' }));
    await expect(await canvas.findByText(/6 letters or digits/)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
});

export const Prefilled = meta.story({
  args: { search: { orderID: ELIGIBLE_ORDER } },
  parameters: {
    docs: { description: { story: '`?orderID=Mg4hTq` (e.g. a link from the bot) fills the field in.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /^Order ID/ })).toHaveValue(ELIGIBLE_ORDER);
  },
});

export const EligibleAndSubmit = meta.story({
  args: { search: { orderID: ELIGIBLE_ORDER } },
  parameters: {
    docs: {
      description: {
        story:
          'An eligible order: the order is shown with the report form; after Submit, a confirmation and "Report another order".',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check eligibility' }));
    await expect(await canvas.findByRole('heading', { name: 'Tell us what went wrong' })).toBeVisible();
    await expect(canvas.getByText('Butter chicken, jeera rice and two garlic naans')).toBeVisible();
    await expect(canvas.getByText('Naans brushed with garlic butter.')).toBeVisible();
    await expect(args.onSearchChange).toHaveBeenCalledWith({ orderID: ELIGIBLE_ORDER });

    // Submitting without a reason is caught before any request.
    await userEvent.click(canvas.getByRole('button', { name: 'Submit report' }));
    await expect(await canvas.findByText('Choose a reason')).toBeVisible();

    await userEvent.click(canvas.getByRole('combobox', { name: /^Reason/ }));
    await userEvent.click(await body.findByRole('option', { name: REPORT_REASONS[0] }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Notes/ }), 'The picture shows a curry.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit report' }));

    const sent = await canvas.findByRole('heading', { name: 'Report sent' });
    await expect(sent).toBeVisible();
    // The confirmation takes the focus, and the field gets it back for the next report.
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toContainElement(sent));
    await userEvent.click(canvas.getByRole('button', { name: 'Report another order' }));
    const field = await canvas.findByRole('textbox', { name: /^Order ID/ });
    await expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({});
  },
});

export const OtherReason = meta.story({
  args: { search: { orderID: ELIGIBLE_ORDER } },
  parameters: {
    docs: { description: { story: '"Other" asks for the reason in the user’s own words, and requires it.' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check eligibility' }));
    await userEvent.click(await canvas.findByRole('combobox', { name: /^Reason/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Other' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit report' }));
    await expect(await canvas.findByText('Tell us the reason in a few words')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Describe the reason/ }), 'It arrived cold');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit report' }));
    await expect(await canvas.findByRole('heading', { name: 'Report sent' })).toBeVisible();
  },
});

export const NotEligible = meta.story({
  args: { search: { orderID: NOT_ELIGIBLE_ORDER } },
  parameters: {
    docs: {
      description: {
        story:
          'The server says no (here: an order the persona already reported): the order, its reason, no form.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Check eligibility' }));
    await expect(await canvas.findByRole('heading', { name: 'This order cannot be reported' })).toBeVisible();
    await expect(canvas.getByText('Spaghetti carbonara with extra parmesan')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This order has already been reported');
    await expect(canvas.queryByRole('button', { name: 'Submit report' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Check another order' }));
    await expect(await canvas.findByRole('textbox', { name: /^Order ID/ })).toHaveValue(NOT_ELIGIBLE_ORDER);
  },
});

export const DeletedOrder = meta.story({
  args: { search: { orderID: 'Mb9cVn' } },
  parameters: {
    docs: {
      description: { story: 'One of the persona’s orders that was deleted, not delivered: not eligible.' },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Check eligibility' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only delivered orders can be reported');
    await expect(canvas.getByText('Sushi platter: 8 salmon nigiri and miso soup')).toBeVisible();
  },
});

export const SomeoneElsesOrder = meta.story({
  args: { search: { orderID: 'Kp3mXa' } },
  parameters: {
    docs: {
      description: {
        story: 'Another customer’s order: not eligible, and the server does not show the order.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Check eligibility' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You can only report your own orders');
    await expect(canvas.queryByText('Eggs Benedict with smoked salmon and a flat white')).toBeNull();
  },
});

export const UnknownOrder = meta.story({
  args: { search: { orderID: 'Zz9Zz9' } },
  parameters: {
    docs: {
      description: {
        story: 'An order ID the history does not know: the server’s 404 message; the input stays.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Check eligibility' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Order not found with specified ID');
    await expect(canvas.getByRole('textbox', { name: /^Order ID/ })).toHaveValue('Zz9Zz9');
  },
});

export const Checking = meta.story({
  args: { search: { orderID: ELIGIBLE_ORDER } },
  beforeEach: ({ msw }) => {
    msw.use(loading('POST', ELIGIBLE_PATH));
  },
  parameters: {
    docs: { description: { story: 'While the check runs the button spins and cannot be pressed again.' } },
  },
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Check eligibility' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('data-loading', 'true');
  },
});

export const CheckFails = meta.story({
  args: { search: { orderID: ELIGIBLE_ORDER } },
  beforeEach: ({ msw }) => {
    msw.use(serverError('POST', ELIGIBLE_PATH, 'The order history is unavailable'));
  },
  parameters: {
    docs: {
      description: { story: 'The check fails: the server’s message; the order ID stays to try again.' },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Check eligibility' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The order history is unavailable');
    await expect(canvas.getByRole('textbox', { name: /^Order ID/ })).toHaveValue(ELIGIBLE_ORDER);
    await expect(canvas.getByRole('button', { name: 'Check eligibility' })).toBeEnabled();
  },
});

export const MalformedResponse = meta.story({
  args: { search: { orderID: ELIGIBLE_ORDER } },
  beforeEach: ({ msw }) => {
    msw.use(malformed('POST', ELIGIBLE_PATH, { eligible: 'maybe' }));
  },
  parameters: {
    docs: { description: { story: 'A response the site cannot read is an error, not a crash.' } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Check eligibility' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The server sent a response this site could not read',
    );
  },
});

export const SubmitFails = meta.story({
  args: { search: { orderID: ELIGIBLE_ORDER } },
  beforeEach: ({ msw }) => {
    msw.use(serverError('POST', SUBMIT_PATH, 'Reports are paused for maintenance'));
  },
  parameters: {
    docs: {
      description: { story: 'Submit fails: the server’s message under the form; the reason and notes stay.' },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check eligibility' }));
    await userEvent.click(await canvas.findByRole('combobox', { name: /^Reason/ }));
    await userEvent.click(await body.findByRole('option', { name: REPORT_REASONS[2] }));
    const notes = canvas.getByRole('textbox', { name: /^Notes/ });
    await userEvent.type(notes, 'No drink in the bag.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit report' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Reports are paused for maintenance');
    await expect(canvas.getByRole('combobox', { name: /^Reason/ })).toHaveValue(REPORT_REASONS[2]);
    await expect(notes).toHaveValue('No drink in the bag.');
    await expect(canvas.getByRole('button', { name: 'Submit report' })).toBeEnabled();
  },
});

export const HostileOrderText = meta.story({
  args: { search: { orderID: 'Xs5Xs5' } },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', ELIGIBLE_PATH, 200, {
        eligible: true,
        order: {
          _id: '65a000000000000000000001',
          orderID: 'Xs5Xs5',
          type: 1,
          userOrder: '<img src=x onerror="alert(1)"> a <b>bold</b> burger',
          chefNote: '<script>alert(1)</script>',
          images: ['https://evil.example.com/tracker.png', 'javascript:alert(1)'],
          addedAt: Date.now() - 5 * 60_000,
        },
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'Order text and chef note are shown as text; images from hosts outside the allow-list are placeholders.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Check eligibility' }));
    await expect(
      await canvas.findByText('<img src=x onerror="alert(1)"> a <b>bold</b> burger'),
    ).toBeVisible();
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /not shown/ })).toHaveLength(2);
    await expect(canvasElement.querySelector('img[src*="evil.example.com"]')).toBeNull();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
});

export const Admin = meta.story({
  args: { search: { orderID: 'Ad3qZx' } },
  parameters: {
    persona: 'admin',
    docs: { description: { story: 'Admin (every perk) reporting one of their own delivered orders.' } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Check eligibility' }));
    await expect(await canvas.findByRole('heading', { name: 'Tell us what went wrong' })).toBeVisible();
    await expect(canvas.getByText('Jollof rice with fried plantains and grilled chicken')).toBeVisible();
  },
});

export const WithoutPerk = meta.story({
  args: { search: { orderID: ELIGIBLE_ORDER } },
  parameters: {
    persona: 'customer',
    docs: {
      description: {
        story:
          'A user without FEEDBACK_BETA (the route guard normally stops them): the server’s 403 message.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Check eligibility' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You do not have permission to do that');
  },
});
