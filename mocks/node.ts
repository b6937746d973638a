/** The fake backend for Node (Vitest): `server.listen({ onUnhandledFrame: 'error' })` in a test file. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
