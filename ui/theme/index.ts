export { FONT_FAMILY, layout, theme } from './theme';
export { TOAST_TIMEOUT_MS, UiProvider } from './UiProvider';
