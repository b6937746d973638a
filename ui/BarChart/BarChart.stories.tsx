import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { BarChart } from './BarChart';

const meta = preview.meta({
  title: 'UI/BarChart',
  component: BarChart,
  args: {
    title: 'Orders per team',
    unit: 'orders',
    items: [
      { id: 'a', label: 'Team Sizzle', value: 1284, highlight: true },
      { id: 'b', label: 'Team Crunch', value: 1190 },
      { id: 'c', label: 'Team Zest', value: 876 },
      { id: 'd', label: 'Team New', value: 0 },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'A small horizontal bar chart drawn by hand: a name, a bar as a share of the largest value, and the value. It is one image for screen readers, named with every bar; pages show a table with the same figures beside it.',
      },
    },
  },
});

export const Standings = meta.story({
  parameters: { docs: { description: { story: 'The leader highlighted; an empty bar for 0.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'Orders per team: Team Sizzle, 1,284 orders; Team Crunch, 1,190 orders; Team Zest, 876 orders; Team New, 0 orders.',
    );
  },
});

export const LongNames = meta.story({
  args: {
    items: [
      { id: 'a', label: `Team ${'Very '.repeat(20)}Long`, value: 12 },
      { id: 'b', label: '<script>alert(1)</script>', value: 3 },
    ],
  },
  parameters: { docs: { description: { story: 'Long names are cut with an ellipsis; markup stays text.' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelectorAll('script')).toHaveLength(0);
  },
});
