import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium.ts';
import viteConfig from './vite.config.ts';

const browser = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
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
