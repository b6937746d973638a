/**
 * The realtime gateway, faked with MSW's `ws.link`, speaking `lib/gateway/protocol.ts` exactly:
 * - op 0 identify `{token}`: a live session → op 1 `{user: {id, username}, heartbeatInterval}`; anything else →
 *   close with AUTH_FAILED_CLOSE_CODE (4001);
 * - op 2 heartbeat → op 3 ack (also before identify, as real gateways allow);
 * - every `emitGatewayEvent(name, payload)` → op 4 `{op: 4, t: name, d: payload}` to every identified client
 *   (`userBanned` too: clients filter by user id). Payloads are typed by the client's schemas
 *   (`lib/gateway/events.ts`), and the mock tests check that each one published passes them (`testing.ts`).
 * Malformed frames and unknown ops are logged and ignored (not shown for the real gateway).
 * Faults for tests (silent, drop after identify, close 1005, refuse the token) are switched in `rules.ts`
 * (`setGatewayFault`, docs/api/gateway.md#faults).
 *
 * Every frame in and out is recorded in `gatewayLog` (with timestamps, per connection) for tests and demo
 * controls. The rules (connections, identify, fan-out, the log) are in `rules.ts`; this module links them to
 * MSW's `ws.link`.
 */
import { ws } from 'msw';
import { closedByClient, openConnection, receive } from './rules';

/**
 * The client connects to `ws(s)://<page host>/ws/` in demo mode, or to `VITE_GATEWAY_URL` / the API origin
 * otherwise. Like the REST patterns, the link is origin-agnostic, so it matches all of these and also works in
 * Node, where a relative `/ws/` has no page to resolve against. No trailing slash: MSW strips it from the
 * client's URL but keeps it in a wildcard pattern, so `'*\/ws/'` would never match.
 */
export const GATEWAY_URL_PATTERN = '*/ws';
export const gatewayLink = ws.link(GATEWAY_URL_PATTERN);

export const gatewayHandler = gatewayLink.addEventListener('connection', ({ client }) => {
  const connection = openConnection(client);
  client.addEventListener('message', (event) => receive(connection, event.data));
  client.addEventListener('close', (event) => closedByClient(client.id, event.code, event.reason));
});
