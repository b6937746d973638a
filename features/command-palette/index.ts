export {
  CommandPaletteLauncher,
  type CommandPaletteLauncherProps,
} from './CommandPalette/CommandPaletteLauncher';
