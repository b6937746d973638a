/** Sample recruitment data for stories and tests (never imported by the pages). */

/** A form as the forms read returns it: ranks as rank objects. */
export const sampleForm = (fields: Record<string, unknown> = {}) => ({
  _id: '5980000000000009001',
  id: '5980000000000009001',
  name: 'Delivery Driver',
  descriptions: { short: 'Deliver prepared orders.', detailed: 'Join the queue and deliver.' },
  requirements: 'Be kind.',
  ranks: [
    { _id: '5603241177907201030', id: '5603241177907201030', name: 'Delivery Driver', colour: '#40c057' },
  ],
  manageableRanks: [],
  questions: [
    {
      key: 'about',
      name: 'about',
      label: 'Tell us about yourself',
      type: 'textarea',
      placeholderText: '',
      required: true,
      message: '',
    },
  ],
  options: { allowMultipleApplications: true },
  opensAt: null,
  closesAt: null,
  createdAt: 1_700_000_000_000,
  ...fields,
});

/** Markup that must stay text, and a 10,000 character word that must not widen the page. */
export const HOSTILE_MARKUP = '<img src=x onerror=alert(1)><b>bold?</b> **not markdown**';
export const HOSTILE_LONG = 'W'.repeat(10_000);

/** An application as its reads return it. */
export const sampleApplication = (fields: Record<string, unknown> = {}) => ({
  _id: '5990000000000009001',
  id: '5990000000000009001',
  userID: '1063901945033068384',
  responses: [{ key: 'about', value: 'I like delivering.' }],
  status: 0,
  reason: null,
  sentAt: Date.UTC(2026, 10, 18, 9, 30),
  form: { ...sampleForm(), ranks: ['5603241177907201030'] },
  ...fields,
});
