/**
 * The announcement's markdown tokens, lexed in a worker (`announcement.worker.ts`) so the page's main thread
 * stays free while it starts (docs/architecture.md#first-visit). Where workers are missing, or the worker fails
 * to start, the lexer runs in the page instead: the result is the same.
 */
import type { Token } from 'marked';
import { startTransition, useEffect, useState } from 'react';

type Answer = { id: number; tokens: Token[] } | { id: number; failed: true };

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (tokens: Token[]) => void; content: string }>();

const lexHere = (content: string) =>
  import('./announcement-lexer').then((lexer) => lexer.lexAnnouncement(content));

/** Everything still waiting on a worker that broke is lexed in the page; later requests too. */
function retire() {
  worker?.terminate();
  worker = null;
  for (const [id, request] of waiting) {
    waiting.delete(id);
    void lexHere(request.content).then(request.resolve);
  }
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./announcement.worker.ts', import.meta.url), { type: 'module' });
    started.addEventListener('message', (event: MessageEvent<Answer>) => {
      const request = waiting.get(event.data.id);
      if (!request) return;
      waiting.delete(event.data.id);
      if ('tokens' in event.data) request.resolve(event.data.tokens);
      else void lexHere(request.content).then(request.resolve);
    });
    started.addEventListener('error', retire);
    return started;
  } catch {
    return null;
  }
}

/** The tokens of `content`, lexed off the main thread where the browser allows it. */
export function lexAnnouncementOffThread(content: string): Promise<Token[]> {
  if (worker === undefined) worker = startWorker();
  if (!worker) return lexHere(content);
  const id = nextId++;
  const answer = new Promise<Token[]>((resolve) => waiting.set(id, { resolve, content }));
  worker.postMessage({ id, content });
  return answer;
}

/**
 * The tokens of `content` once lexed, else null (the banner shows its placeholder line meanwhile). Their arrival
 * renders in a transition, in slices.
 */
export function useAnnouncementTokens(content: string): Token[] | null {
  const [lexed, setLexed] = useState<{ content: string; tokens: Token[] } | null>(null);
  useEffect(() => {
    if (!content) return;
    let current = true;
    void lexAnnouncementOffThread(content).then((tokens) => {
      if (current) startTransition(() => setLexed({ content, tokens }));
    });
    return () => {
      current = false;
    };
  }, [content]);
  return lexed?.content === content ? lexed.tokens : null;
}
