/**
 * The catalogue's Storybook theme: the site's dark palette, for the docs pages (./docs.tsx) and Storybook's own
 * frame (./manager.ts), so dark components read as they do on the site.
 */
import { create } from 'storybook/theming';

/** The site's dark palette (ui/theme/theme.ts: dark 7 is the page, dark 0 the text, dark 4 the borders). */
export const catalogueTheme = create({
  base: 'dark',
  brandTitle: 'Virtual Diner catalogue',
  colorPrimary: '#fd7e14',
  colorSecondary: '#fd7e14',
  appBg: '#1f1f1f',
  appContentBg: '#242424',
  appPreviewBg: '#242424',
  appBorderColor: '#454545',
  appBorderRadius: 8,
  textColor: '#d5d5d5',
  textMutedColor: '#9a9a9a',
  textInverseColor: '#141414',
  barBg: '#2e2e2e',
  barTextColor: '#bdbdbd',
  barSelectedColor: '#fd7e14',
  barHoverColor: '#fd7e14',
  inputBg: '#2e2e2e',
  inputBorder: '#454545',
  inputTextColor: '#d5d5d5',
  fontBase: "'Inter Variable', sans-serif",
  fontCode: "'JetBrains Mono Variable', monospace",
});
