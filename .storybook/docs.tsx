/**
 * The catalogue's docs pages (docs/architecture.md#storybook-docs-pages): the site's dark theme, and which stories render
 * inline on a docs page and which in a frame of their own.
 *
 * A docs page renders all of a component's stories at once in one window, which holds one fake backend (one
 * MSW worker, one in-memory database), one cookie jar and one localStorage. A story that changes any of them
 * would change its neighbours: a Loading story's never-answering handler would leave every other story on the
 * page loading, a persona's session cookie would sign the others in, a `beforeEach` that edits the database
 * would edit it for all. So a story renders inline only when it needs nothing of its own: no persona
 * (`parameters.persona`), no `beforeEach` or loaders (its own or its component's), no phone viewport. Every other
 * story renders in its own frame (`docs.story.inline: false`): the same page the canvas shows, with its own
 * worker and database, sized to its content, as wide as its viewport (./docs-frame.ts gives such a frame its
 * own cookies and localStorage, so frames on one page cannot sign each other in or share drafts).
 */
import { Canvas, useOf } from '@storybook/addon-docs/blocks';
import type { ComponentProps } from 'react';
import type { PreparedStory } from 'storybook/internal/types';
import { catalogueTheme } from './theme';

/** A framed story's first height, before the frame sizes itself to the story (./docs-frame.ts). */
const FRAME_HEIGHT = 400;

interface Hooks {
  beforeEach?: unknown;
  loaders?: unknown;
}

/** A CSF factory story (`meta.story({...})`): its own annotations and its component's. */
interface FactoryStory {
  input?: Hooks;
  meta?: { input?: Hooks };
}

const hasHooks = (annotations: Hooks | undefined) => Boolean(annotations?.beforeEach ?? annotations?.loaders);

/** The width of the story's viewport (`globals.viewport`) when it sets one, e.g. 375 for 'phone'. */
function viewportWidth(story: PreparedStory): number | undefined {
  const value = (story.storyGlobals?.viewport as { value?: string } | undefined)?.value;
  if (!value) return undefined;
  const options = (story.parameters.viewport as { options?: Record<string, { styles?: { width?: string } }> })
    ?.options;
  const width = Number.parseInt(options?.[value]?.styles?.width ?? '', 10);
  return Number.isFinite(width) ? width : undefined;
}

/** Whether the story needs a window of its own on a docs page (see the module comment). */
export function needsOwnFrame(story: PreparedStory): boolean {
  const factory = story.moduleExport as FactoryStory | undefined;
  return (
    Boolean(story.parameters.persona) ||
    hasHooks(factory?.input) ||
    hasHooks(factory?.meta?.input) ||
    viewportWidth(story) !== undefined
  );
}

/**
 * The docs pages' Canvas block (Storybook's own, used by its Primary and Stories blocks too): inline, or in a
 * frame of the story's own, as wide as its viewport.
 */
export function DocsCanvas(props: ComponentProps<typeof Canvas>) {
  const { story } = useOf(props.of ?? 'story', ['story']);
  if (!needsOwnFrame(story)) return <Canvas {...props} />;
  const canvas = <Canvas {...props} story={{ ...props.story, inline: false, height: `${FRAME_HEIGHT}px` }} />;
  const width = viewportWidth(story);
  if (width === undefined) return canvas;
  // The canvas's border (2 px) and, unless full screen, the 8 px frame margin each side.
  const chrome = (props.layout ?? story.parameters.layout) === 'fullscreen' ? 2 : 18;
  return <div style={{ maxWidth: width + chrome }}>{canvas}</div>;
}

/**
 * `parameters.docs`: the theme, and the Canvas block replaced (addon-docs reads `components` at run time; its
 * parameter type does not list the key).
 */
export const docsParameters = { theme: catalogueTheme, components: { Canvas: DocsCanvas } };
