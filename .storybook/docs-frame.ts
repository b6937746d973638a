/**
 * Imported first by the preview (./preview.tsx), before any module of the site: inside a docs page's story frame
 * (./docs.tsx decides which stories get one), gives the window its own cookies, localStorage and
 * sessionStorage, kept in memory, and keeps the frame as tall as its story. Those are shared by every window of
 * the origin, so without this the frames on one page would sign each other in (the session is a cookie) and
 * share drafts. Does nothing on the canvas or in the story tests, which run one story per window.
 */

/** The id prefix Storybook gives a docs page's story frames (addon-docs `IFrameStory`). */
const DOCS_FRAME_PREFIX = 'iframe--';

/** The frame's height bounds: at most one laptop screen. */
const FRAME_HEIGHT = { max: 900, min: 80 };

/** The docs page's frame this window renders in, if any (its parent is the frame's sized box). */
function docsFrame(): HTMLIFrameElement | undefined {
  try {
    // Not `instanceof`: the frame element belongs to the parent window, whose HTMLElement is another one.
    const frame = window.frameElement as HTMLIFrameElement | null;
    return frame?.id?.startsWith(DOCS_FRAME_PREFIX) ? frame : undefined;
  } catch {
    return undefined; // a cross-origin parent: not a docs page
  }
}

/** A Storage kept in memory, for one window. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

/** `document.cookie` kept in memory for this window: `name=value` pairs, removed by `Max-Age<=0` or a past `Expires`. */
function memoryCookies(): void {
  const jar = new Map<string, string>();
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (text: string) => {
      const [pair = '', ...attributes] = String(text).split(';');
      const index = pair.indexOf('=');
      if (index < 0) return;
      const name = pair.slice(0, index).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', value = ''] = attribute.split('=');
        const lower = key.trim().toLowerCase();
        return (
          (lower === 'max-age' && Number(value) <= 0) ||
          (lower === 'expires' && Date.parse(value) <= Date.now())
        );
      });
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(index + 1).trim());
    },
  });
}

/** Keeps the frame's box as tall as the story (and any dialog or menu it opened), within FRAME_HEIGHT. */
function fitFrame(frame: HTMLIFrameElement): void {
  const box = frame.parentElement;
  if (!box) return;
  const fit = () => {
    const root = document.getElementById('storybook-root');
    const body = getComputedStyle(document.body);
    let bottom = (root?.getBoundingClientRect().bottom ?? 0) + Number.parseFloat(body.paddingBottom || '0');
    for (const layer of document.querySelectorAll('[role="dialog"], [role="menu"], [role="listbox"]')) {
      bottom = Math.max(bottom, layer.getBoundingClientRect().bottom + 16);
    }
    const height = Math.round(
      Math.min(FRAME_HEIGHT.max, Math.max(FRAME_HEIGHT.min, bottom + window.scrollY)),
    );
    if (Math.abs(box.getBoundingClientRect().height - height) > 1) box.style.height = `${height}px`;
  };
  new ResizeObserver(fit).observe(document.body);
  new MutationObserver(fit).observe(document.body, { childList: true, subtree: true });
  window.addEventListener('load', fit);
}

function setUpDocsFrame(): void {
  const frame = docsFrame();
  if (!frame) return;
  memoryCookies();
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(window, name, { configurable: true, value: new MemoryStorage() });
  }
  fitFrame(frame);
}

setUpDocsFrame();
