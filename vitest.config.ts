import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium.ts';
import viteConfig from './vite.config.ts';

const browser = {
  enabled: true,
  headless: true,
  // Reduced motion, as in the visual suite: Mantine (respectReducedMotion) then opens dialogs, menus and
  // toasts at once. With motion, a play step on a loaded machine could check a dialog still at opacity 0.
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    contextOptions: { reducedMotion: 'reduce' },
  }),
  instances: [{ browser: 'chromium' as const }],
};

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        projects: [
          {
            extends: true,
            test: {
              name: 'unit',
              environment: 'node',
              include: ['{lib,ui,features,app,mocks,scripts}/**/*.test.{ts,tsx}'],
              setupFiles: ['./lib/test/setup-unit.ts'],
            },
          },
          {
            extends: true,
            plugins: [storybookTest({ configDir: '.storybook' })],
            test: { name: 'storybook', browser },
          },
        ],
      },
    }),
  ),
);
