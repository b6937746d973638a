export {
  CommandPaletteLauncher,
  type CommandPaletteLauncherProps,
} from './components/CommandPalette/CommandPaletteLauncher';
