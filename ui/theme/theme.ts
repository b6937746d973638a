/**
 * The one theme (docs/architecture.md#layers): dark, orange primary, every font self-hosted (see
 * FONT_FAMILY). `autoContrast` with a 0.2 luminance threshold puts dark text on light fills so every filled
 * component meets WCAG AA (Mantine's white-on-orange is 3.58:1; see docs/architecture.md#accessibility).
 */
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#d9480f',
];

/** Mantine's dark scale with a lighter dimmed shade (index 2): 5.4:1 on the body background. */
const dark: MantineColorsTuple = [
  '#d5d5d5',
  '#bdbdbd',
  '#9a9a9a',
  '#737373',
  '#454545',
  '#3b3b3b',
  '#2e2e2e',
  '#242424',
  '#1f1f1f',
  '#141414',
];

/**
 * Glyphs the text fonts lack, in order: emoji (orders and messages hold them), then dingbats, shapes and other
 * symbols (`✓`, `★`). Both are self-hosted and split by unicode-range, so a page downloads only the parts whose
 * characters it shows. Nothing before the generic family at the end is a system font: the same text renders
 * the same on every machine (the story screenshots depend on it). The emoji are Noto's monochrome outlines: the
 * colour font (COLRv1) draws nothing in Debian's Chromium, and a system colour font would differ from machine
 * to machine. No part holds the arrows `←` `→` or `≤` `≥`: draw them as icons (the board's keyboard help does).
 */
const FALLBACK_FONTS = "'Noto Emoji Variable', 'Noto Sans Symbols 2'";

/** Text: Inter (self-hosted, variable weight). */
export const FONT_FAMILY = `'Inter Variable', ${FALLBACK_FONTS}, sans-serif`;

/** Codes, ids, keys and message templates: JetBrains Mono (self-hosted, variable weight). */
export const FONT_FAMILY_MONOSPACE = `'JetBrains Mono Variable', ${FALLBACK_FONTS}, monospace`;

/**
 * The one z-index scale (docs/architecture.md#layers-on-screen), lowest first: decorations (the festive snow),
 * drawn behind the page so they are never over anything a user reads or clicks, whatever the page's layout;
 * the page's content; the sticky header; drawers; dialogs; what a dialog or header opens (menus, popovers,
 * tooltips, select lists: above the dialog they belong to); toasts; the page-load bar. Every layer takes its
 * number from here: Mantine's defaults below, CSS through the `--vd-z-*` variables (see cssVariablesResolver).
 */
export const zIndex = {
  decoration: -1,
  content: 0,
  stickyHeader: 100,
  drawer: 200,
  dialog: 300,
  popover: 400,
  toast: 500,
  progress: 600,
} as const;

/**
 * While a dialog is open, toasts keep to a band this tall at the top of the screen and the dialog starts below
 * it, so a toast never covers a dialog's title or actions (docs/architecture.md#layers-on-screen).
 */
export const TOAST_BAND = '6rem';

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 6 },
  colors: { orange, dark },
  autoContrast: true,
  luminanceThreshold: 0.2,
  fontFamily: FONT_FAMILY,
  fontFamilyMonospace: FONT_FAMILY_MONOSPACE,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Users who ask for less motion get instant modals, menus, tooltips and toasts (Mantine skips its
  // transitions). The visual tests emulate that preference, so screenshots never catch a half-closed modal.
  respectReducedMotion: true,
  components: {
    // An explicit variant makes Mantine emit its auto-contrast text colour (no variant = white text).
    Badge: { defaultProps: { variant: 'filled' } },
    Button: {
      defaultProps: { variant: 'filled' },
      // Disabled (not loading): a dashed outline and grey text on no fill, whatever the variant, so it reads
      // as "not now" on cards and dialogs alike (Mantine's own is borderless dark-3 text on dark-6, which
      // vanishes on a card). The reason it is disabled is written beside it.
      styles: (_theme: unknown, props: { disabled?: boolean; loading?: boolean }) =>
        props.disabled && !props.loading
          ? {
              root: {
                background: 'transparent',
                border: '1px dashed var(--mantine-color-dark-3)',
                color: 'var(--mantine-color-dark-2)',
              },
            }
          : {},
    },
    ActionIcon: { defaultProps: { variant: 'subtle' } },
    // Filled chips put white on orange (2.6:1); the light variant keeps AA contrast.
    Chip: { defaultProps: { variant: 'light' } },
    // Menu: without the initial-focus placeholder (a focusable role="presentation" div that axe rejects
    // inside role="menu"); focus goes to the first item instead. Its layer is set below.
    Notification: {
      defaultProps: { withBorder: true, closeButtonProps: { 'aria-label': 'Close notification' } },
    },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 150, zIndex: zIndex.popover } },
    // The close (×) button has no text: name it for screen readers (axe button-name).
    Modal: {
      defaultProps: {
        centered: true,
        size: 640,
        zIndex: zIndex.dialog,
        closeButtonProps: { 'aria-label': 'Close dialog' },
      },
    },
    // The layers (see zIndex): Mantine's own defaults put drawers level with dialogs and toasts under menus.
    AppShell: { defaultProps: { zIndex: zIndex.stickyHeader } },
    Drawer: { defaultProps: { zIndex: zIndex.drawer } },
    Popover: { defaultProps: { zIndex: zIndex.popover } },
    Menu: { defaultProps: { withInitialFocusPlaceholder: false, zIndex: zIndex.popover } },
    Combobox: { defaultProps: { zIndex: zIndex.popover } },
    HoverCard: { defaultProps: { zIndex: zIndex.popover } },
    Notifications: { defaultProps: { zIndex: zIndex.toast } },
    // The command palette is a dialog.
    Spotlight: { defaultProps: { zIndex: zIndex.dialog } },
  },
});

/**
 * CSS variables on top of Mantine's: in the dark scheme its error red (red 8) is 3:1 on inputs and the
 * page, below WCAG AA for field error text; red 4 is about 5.9:1. One site-wide fix instead of per page.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    // The z-index scale for CSS (see zIndex), and Mantine's own levels mapped onto it.
    ...Object.fromEntries(
      Object.entries(zIndex).map(([name, value]) => [
        `--vd-z-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
        String(value),
      ]),
    ),
    '--mantine-z-index-app': String(zIndex.stickyHeader),
    '--mantine-z-index-modal': String(zIndex.dialog),
    '--mantine-z-index-popover': String(zIndex.popover),
    '--mantine-z-index-overlay': String(zIndex.toast),
    '--vd-toast-band': TOAST_BAND,
  },
  light: {},
  dark: { '--mantine-color-error': 'var(--mantine-color-red-4)' },
});

/** Layout values (docs/product/display-rules.md#layout-values; presentation only). */
export const layout = {
  breakpoints: { tablet: 769, desktop: 1024, widescreen: 1216, fullhd: 1408 },
  modalWidth: 640,
  dialogMaxWidth: 460,
  sidebarHoverDelayMs: 200,
} as const;
