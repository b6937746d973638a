import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Design System/Theme',
  parameters: {
    docs: { description: { component: 'Buttons and badges in the theme: dark, orange primary.' } },
  },
});

export const Buttons = meta.story({
  render: () => (
    <Stack>
      <Title order={3}>Buttons</Title>
      <Group>
        <Button>Primary</Button>
        <Button variant="light">Light</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="subtle">Subtle</Button>
        <Button disabled>Disabled</Button>
      </Group>
      <Group>
        <Badge>Orange</Badge>
        <Badge color="green">Success</Badge>
        <Badge color="red">Danger</Badge>
      </Group>
      <Text c="dimmed">Dimmed body text stays readable on the dark background.</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Primary' })).toBeEnabled();
  },
});
