/**
 * Start-up. The one environment switch of the product (design guide rule 4): in demo mode the fake backend
 * (a lazy chunk) starts before the first render; a build pointed at a real API contains no mock code.
 */
import { isDemo } from '@lib/config';
import { SessionStore } from '@lib/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installChunkReload } from './chunk-reload';
import { createAppRouter } from './router';
import { registerServiceWorker } from './service-worker';

async function start() {
  installChunkReload();
  if (isDemo) {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  } else {
    registerServiceWorker(import.meta.env.PROD);
  }
  const session = new SessionStore();
  const router = createAppRouter(session);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App router={router} session={session} />
    </StrictMode>,
  );
}

void start();
