/**
 * Lexes announcements off the page's main thread (docs/architecture.md#first-visit): marked's set-up and its
 * first lexing are a long task on a slow phone, and the banner is on every page. Gets `{ id, content }`, answers
 * `{ id, tokens }` or `{ id, failed: true }`.
 */
import { lexAnnouncement } from './announcement-lexer';

interface Request {
  id: number;
  content: string;
}

self.addEventListener('message', (event: MessageEvent<Request>) => {
  const { id, content } = event.data;
  try {
    self.postMessage({ id, tokens: lexAnnouncement(content) });
  } catch {
    self.postMessage({ id, failed: true });
  }
});
