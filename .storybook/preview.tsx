import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { UiProvider } from '@ui/theme';
import addonMsw from 'msw-storybook-addon';
import { SWRConfig } from 'swr';

export default definePreview({
  addons: [addonDocs(), addonA11y(), addonMsw()],
  decorators: [
    (Story) => (
      // A fresh SWR cache for every story: no data leaks between stories or docs entries.
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <UiProvider>
          <Story />
        </UiProvider>
      </SWRConfig>
    ),
  ],
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    a11y: { test: 'error' },
    options: { storySort: { order: ['Design System', 'UI', 'Features', 'App', 'Flows'] } },
  },
  tags: ['autodocs'],
});
