import { Alert, Button, Paper, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { Page } from './Page';

const meta = preview.meta({
  title: 'UI/Page',
  component: Page,
  args: {
    title: 'Team Manager',
    description: 'Teams and their orders.',
    children: (
      <>
        <Alert color="yellow" variant="light" title="Teams are off">
          Orders do not count towards teams until teams are turned on.
        </Alert>
        <Paper withBorder p="lg">
          <Text>The page’s main part: a list, a table, a form.</Text>
        </Paper>
      </>
    ),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A whole page: the centred column, the page header (title, sentence, actions) on top, and the page’s ' +
          'parts under it, one under the other with the same space between them. `size` is the column’s width ' +
          '(`lg` for most pages, `xl` for lists and tables); dialogs and drawers go in `overlays`, outside the column.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: { docs: { description: { story: 'Title, sentence and two parts, spaced alike.' } } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Team Manager' });
    await expect(title).toBeVisible();
    const header = title.closest('header');
    const part = canvas.getByText(/main part/);
    // The parts come after the header, in that order.
    await expect(header?.compareDocumentPosition(part)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  },
});

export const WideWithActions = meta.story({
  args: {
    size: 'xl',
    actions: <Button leftSection={<IconPlus size={16} aria-hidden />}>New team</Button>,
  },
  parameters: { docs: { description: { story: 'A list page: the wide column, an action in the header.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'New team' })).toBeVisible();
  },
});

export const WithOverlay = meta.story({
  args: {
    overlays: <output aria-label="Overlay">A dialog or drawer sits here, outside the column.</output>,
  },
  parameters: {
    docs: { description: { story: 'What the page opens over itself is not one of its spaced parts.' } },
  },
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status', { name: 'Overlay' });
    const title = canvas.getByRole('heading', { level: 1, name: 'Team Manager' });
    // Beside the column's stack, not in it.
    await expect(overlay.parentElement?.contains(title)).toBe(true);
    await expect(title.closest('header')?.parentElement?.contains(overlay)).toBe(false);
  },
});
