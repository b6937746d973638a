import { Group } from '@mantine/core';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { RankBadge } from './RankBadge';

/** The badge root of a visible rank name: its text includes the screen-reader prefix “Rank: ”. */
const badgeOf = (label: HTMLElement) => label.closest('[data-text]');

const meta = preview.meta({
  title: 'UI/RankBadge',
  component: RankBadge,
  args: { name: 'Chef', colour: '#ffa94d' },
  parameters: {
    docs: {
      description: {
        component:
          'A staff rank on its own colour. Text is black or white by the colour’s YIQ brightness ' +
          '((R×299 + G×587 + B×114) / 1000; above 125 → black, otherwise white). Missing or invalid colours use ' +
          'the default blue #2888f5. Screen readers hear “Rank: {name}”. Where the YIQ rule’s pick would read below ' +
          'WCAG AA (4.5:1), the colour is shaded towards black (or white) just enough to reach it; the text ' +
          'colour is never changed (see DefaultColour and SpecCutOffBoundary).',
      },
    },
  },
});

export const Default = meta.story({
  parameters: { docs: { description: { story: 'A bright rank colour gets black text.' } } },
  play: async ({ canvas }) => {
    const badge = badgeOf(canvas.getByText('Chef'));
    await expect(badge).toBeVisible();
    await expect(badge).toHaveTextContent('Rank: Chef');
    await expect(badge).toHaveAttribute('data-text', 'black');
  },
});

export const DarkColour = meta.story({
  args: { name: 'Head of Kitchen', colour: '#5f3dc4' },
  parameters: { docs: { description: { story: 'A dark rank colour gets white text.' } } },
  play: async ({ canvas }) => {
    const badge = badgeOf(canvas.getByText('Head of Kitchen'));
    await expect(badge).toHaveTextContent('Rank: Head of Kitchen');
    await expect(badge).toHaveAttribute('data-text', 'white');
  },
});

export const AllRanks = meta.story({
  parameters: { docs: { description: { story: 'A catalogue of readable rank colours in every size.' } } },
  render: () => (
    <Group>
      <RankBadge name="Trainee" colour="#8ce99a" size="xs" />
      <RankBadge name="Chef" colour="#ffa94d" size="sm" />
      <RankBadge name="Courier" colour="#ffd43b" size="md" />
      <RankBadge name="Manager" colour="#5f3dc4" size="lg" />
      <RankBadge name="Owner" colour="#c92a2a" size="xl" />
    </Group>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Trainee', 'Chef', 'Courier', 'Manager', 'Owner']) {
      await expect(badgeOf(canvas.getByText(name))).toHaveTextContent(`Rank: ${name}`);
    }
  },
});

export const DefaultColour = meta.story({
  args: { name: 'Staff', colour: undefined },
  render: (args) => (
    <Group>
      <RankBadge {...args} />
      <RankBadge name="Broken colour" colour="not-a-colour" />
    </Group>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'Missing and invalid colours fall back to #2888f5 with white text (docs/product/display-rules.md#rank-badges). That pair is only ' +
          '3.5:1, so the badge shows the blue darkened to #2376d5, where white reads at 4.5:1.',
      },
    },
  },
  play: async ({ canvas }) => {
    for (const name of ['Staff', 'Broken colour']) {
      const badge = badgeOf(canvas.getByText(name));
      await expect(badge).toHaveAttribute('data-text', 'white');
      await expect(badge).toHaveStyle({ backgroundColor: 'rgb(35, 118, 213)' });
    }
  },
});

export const SpecCutOffBoundary = meta.story({
  render: () => (
    <Group>
      <RankBadge name="Brightness 125" colour="#7d7d7d" />
      <RankBadge name="Brightness 126" colour="#7e7e7e" />
      <RankBadge name="Violet 125" colour="#9856ff" />
      <RankBadge name="Amber 125.001" colour="#d06b00" />
    </Group>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'Colours right at the cut-off: brightness 125 keeps white text, anything above turns black. The grey and ' +
          'the violet at 125 would read below 4.5:1 with white, so they are shown a shade darker.',
      },
    },
  },
  play: async ({ canvas }) => {
    const textOf = (name: string) => badgeOf(canvas.getByText(name))?.getAttribute('data-text');
    await expect(textOf('Brightness 125')).toBe('white');
    await expect(textOf('Brightness 126')).toBe('black');
    await expect(textOf('Violet 125')).toBe('white');
    await expect(textOf('Amber 125.001')).toBe('black');
  },
});
