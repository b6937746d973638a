/** Sample appeals for stories and tests (never imported by the pages). */

export const HOSTILE_MARKUP = '<img src=x onerror=alert(1)><b>bold?</b> **not markdown**';
export const HOSTILE_LONG = 'W'.repeat(10_000);

/** An appeal as its reads return it to the appellant (votes without voters). */
export const sampleAppeal = (fields: Record<string, unknown> = {}) => ({
  _id: '1763500000000_20001',
  id: '1763500000000_20001',
  userID: '1063901945033068384',
  serverID: null,
  userAppeal: 'I am sorry, it will not happen again.',
  status: 0,
  type: 2,
  punishmentInfo: {
    punishmentID: null,
    issuedBy: null,
    reason: 'Spam.',
    issuedAt: Date.UTC(2026, 10, 1, 8, 0),
  },
  sentAt: Date.UTC(2026, 10, 20, 15, 45),
  votes: [],
  ...fields,
});
