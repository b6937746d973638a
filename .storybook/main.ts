import { defineMain } from '@storybook/react-vite/node';

export default defineMain({
  framework: '@storybook/react-vite',
  stories: [
    './Introduction.mdx',
    '../ui/**/*.mdx',
    '../ui/**/*.stories.tsx',
    '../features/**/*.stories.tsx',
    '../app/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
});
