/**
 * The site's brand for the images made by script (scripts/make-og-image.mjs, scripts/make-app-icons.mjs): the
 * kitchen icon of index.html's boot shell (Tabler "tools-kitchen-2"), the orange of the theme and of
 * `theme-color`, and the page colour of the dark theme.
 */
export const ICON_PATH =
  'M19 3v12h-5c-.023 -3.681 .184 -7.406 5 -12m0 12v6h-1v-3m-10 -14v17m-3 -17v3a3 3 0 1 0 6 0v-3';
export const ORANGE = '#ff922b';
/** Mantine's dark page colour (`--mantine-color-body`), the app's `background_color`. */
export const DARK = '#242424';
/** The dark of the header and cards, on which the icon is drawn. */
export const INK = '#1a1b1e';

/** The icon as SVG markup, `size` px square, drawn in the current colour. */
export const iconSvg = (size, strokeWidth) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"><path d="${ICON_PATH}"/></svg>`;
