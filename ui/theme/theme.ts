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
    // Without the initial-focus placeholder (a focusable role="presentation" div that axe rejects inside
    // role="menu"); focus goes to the first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Notification: {
      defaultProps: { withBorder: true, closeButtonProps: { 'aria-label': 'Close notification' } },
    },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
    // The close (×) button has no text: name it for screen readers (axe button-name).
    Modal: {
      defaultProps: { centered: true, size: 640, closeButtonProps: { 'aria-label': 'Close dialog' } },
    },
  },
});

/**
 * CSS variables on top of Mantine's: in the dark scheme its error red (red 8) is 3:1 on inputs and the
 * page, below WCAG AA for field error text; red 4 is about 5.9:1. One site-wide fix instead of per page.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
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
