/** Sample orders for stories and tests (never imported by the pages). */
import { type Order, orderSchema } from '@lib/schemas/order';

export function sampleOrder(fields: Record<string, unknown> = {}): Order {
  return orderSchema.parse({
    orderID: 'Qx7Lm2',
    user: { id: '1063901945033068384', username: 'hungry.hazel', displayName: 'Hazel', avatar: null },
    orderUserMentions: [{ id: '421292817476978430', username: 'marlow', displayName: 'Marlow Quinn' }],
    guild: { id: '901234567890123456', name: 'The Cosy Corner', icon: null },
    order: 'A stack of blueberry pancakes with maple syrup and a flat white',
    status: 0,
    priority: false,
    sentAt: Date.now() - 6 * 60_000,
    images: [],
    chefNote: null,
    claimedBy: null,
    ...fields,
  });
}
