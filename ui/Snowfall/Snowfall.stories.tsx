import { Button, Stack, Text } from '@mantine/core';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { Snowfall } from './Snowfall';

const order = fn();

const meta = preview.meta({
  title: 'UI/Snowfall',
  component: Snowfall,
  args: { enabled: true, count: 60, seed: 2025 },
  render: (args) => (
    <Stack align="flex-start">
      <Text>Snow falls in the page's margins, never over what you read or click.</Text>
      <Button onClick={order}>Order a hot chocolate</Button>
      <Snowfall {...args} />
    </Stack>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Festive snow behind the page, in its margins (the “festive-snow” preference, on by default in the ' +
          'festive season): two strips left and right of the widest content column, on the lowest layer, so it ' +
          'is never over text, buttons, menus, drawers, dialogs or toasts; on screens without margins (phones, ' +
          'laptops under 1320 px) there is none. Decorative only: screen readers ignore it, clicks pass through ' +
          'it, and it is not shown at all to people who ask their system for reduced motion (so the screenshots ' +
          'here show none). The same seed always gives the same flakes.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: { docs: { description: { story: 'Snow beside content that stays clickable.' } } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    const overlay = canvasElement.querySelector('[data-snowfall]');
    await expect(overlay).toHaveAttribute('aria-hidden', 'true');
    await expect(overlay).toHaveStyle({ pointerEvents: 'none' });
    await expect(overlay?.querySelectorAll('span')).toHaveLength(60);
    // Two margin strips, one each side of the content column.
    await expect(overlay?.querySelectorAll('[data-side]')).toHaveLength(2);
    order.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Order a hot chocolate' }));
    await expect(order).toHaveBeenCalledOnce();
  },
});

export const LightFlurry = meta.story({
  args: { count: 15, seed: 7 },
  parameters: { docs: { description: { story: 'Fewer flakes from another seed.' } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-snowfall] span')).toHaveLength(15);
  },
});

export const Disabled = meta.story({
  args: { enabled: false },
  parameters: { docs: { description: { story: 'The preference is off: no snow at all.' } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-snowfall]')).toBeNull();
  },
});
