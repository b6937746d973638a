import { Text } from '@mantine/core';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { Section } from './Section';

const meta = preview.meta({
  title: 'UI/Section',
  component: Section,
  args: {
    title: 'About the form',
    children: <Text size="sm">Its name and the descriptions applicants read.</Text>,
  },
  parameters: {
    docs: {
      description: {
        component:
          'One part of a page or a form, on a card: a title, then its content. The title also names the part ' +
          'for screen readers (a region they can jump to). Forms use the larger padding; pages made of several ' +
          'small cards (a profile) the smaller one with less space under the title.',
      },
    },
  },
});

export const FormPart = meta.story({
  parameters: { docs: { description: { story: 'A part of a form: large padding.' } } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'About the form' });
    await expect(region).toContainElement(canvas.getByRole('heading', { name: 'About the form', level: 2 }));
  },
});

export const Compact = meta.story({
  args: {
    title: 'Warnings',
    padding: 'md',
    gap: 'sm',
    headingLevel: 3,
    children: <Text size="sm">No warnings.</Text>,
  },
  parameters: { docs: { description: { story: 'A small card among others, its heading one level lower.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Warnings', level: 3 })).toBeVisible();
  },
});
