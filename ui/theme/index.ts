export { markDialogOpen, useDialogOpen } from './open-dialogs';
export { FONT_FAMILY, layout, theme } from './theme';
export { TOAST_TIMEOUT_MS, UiProvider } from './UiProvider';
