import { afterEach, describe, expect, it, vi } from 'vitest';
import { lexAnnouncement } from './announcement-lexer';

const TEXT = 'The kitchen is **open**! See the [store](/store).';

/** A stand-in for the browser's Worker: records what is posted and lets the test answer or fail. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | undefined;
  posted: { id: number; content: string }[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.last = this;
  }
  postMessage(message: { id: number; content: string }) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

async function freshModule() {
  vi.resetModules();
  return import('./announcement-tokens');
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.last = undefined;
});

describe('lexAnnouncementOffThread', () => {
  it('lexes in the page where there are no workers, with the same result', async () => {
    vi.stubGlobal('Worker', undefined);
    const { lexAnnouncementOffThread } = await freshModule();
    await expect(lexAnnouncementOffThread(TEXT)).resolves.toEqual(lexAnnouncement(TEXT));
  });

  it("sends the text to the worker and resolves with the worker's tokens", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { lexAnnouncementOffThread } = await freshModule();
    const tokens = lexAnnouncementOffThread(TEXT);
    const worker = FakeWorker.last;
    expect(worker?.posted).toEqual([{ id: 0, content: TEXT }]);
    const fromWorker = [{ type: 'paragraph', raw: TEXT, text: TEXT, tokens: [] }];
    worker?.answer({ id: 0, tokens: fromWorker });
    await expect(tokens).resolves.toEqual(fromWorker);
  });

  it('lexes in the page when the worker fails to start, the waiting request and later ones alike', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { lexAnnouncementOffThread } = await freshModule();
    const waiting = lexAnnouncementOffThread(TEXT);
    const worker = FakeWorker.last;
    worker?.dispatchEvent(new Event('error'));
    expect(worker?.terminated).toBe(true);
    await expect(waiting).resolves.toEqual(lexAnnouncement(TEXT));
    await expect(lexAnnouncementOffThread('*later*')).resolves.toEqual(lexAnnouncement('*later*'));
    expect(worker?.posted).toHaveLength(1);
  });

  it('lexes in the page when the worker could not lex this text', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { lexAnnouncementOffThread } = await freshModule();
    const tokens = lexAnnouncementOffThread(TEXT);
    FakeWorker.last?.answer({ id: 0, failed: true });
    await expect(tokens).resolves.toEqual(lexAnnouncement(TEXT));
  });
});
