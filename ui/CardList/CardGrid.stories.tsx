import { Button, Group, Text } from '@mantine/core';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { CardGrid, GridCard } from './CardGrid';

const buy = fn();

const meta = preview.meta({
  title: 'UI/CardGrid',
  component: CardGrid,
  parameters: {
    docs: {
      description: {
        component:
          'Offers side by side (store items, subscription plans): one column on phones, two on tablets, three on ' +
          'wide screens. Every card of a row is as tall as the tallest, and its footer (the price, the buttons) ' +
          'sits at the bottom, so the prices and buttons of a row line up. A green tag beside the title says what ' +
          'the visitor holds already.',
      },
    },
  },
});

export const Offers = meta.story({
  args: {
    children: [
      <GridCard
        key="1"
        headingId="offer-1"
        title="Priority Orders"
        tag="Owned"
        footerLayout="spread"
        footer={
          <>
            <Text fw={700} size="lg">
              500 VD
            </Text>
            <Button disabled>Owned</Button>
          </>
        }
      >
        <Text size="sm" c="dimmed">
          Your orders are cooked first.
        </Text>
      </GridCard>,
      <GridCard
        key="2"
        headingId="offer-2"
        title="Monthly supporter"
        footer={
          <Button onClick={buy} aria-label="Subscribe to Monthly supporter">
            Subscribe
          </Button>
        }
      >
        <Text fw={700} size="lg">
          $4.99 a month
        </Text>
        <Text size="sm">
          A supporter role, a badge on your profile, and our thanks, with a longer text than the other.
        </Text>
      </GridCard>,
      <GridCard
        key="3"
        headingId="offer-3"
        title="Kitchen hat"
        footer={
          <Group gap="xs">
            <Button variant="default">Gift</Button>
            <Button>Buy</Button>
          </Group>
        }
      >
        <Text size="sm">A role in the community server.</Text>
      </GridCard>,
    ],
  },
  parameters: {
    docs: {
      description: {
        story:
          'Three offers: one held (its tag, a footer spread to both ends), two to take; the footers line up.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    buy.mockClear();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const owned = canvas.getByRole('article', { name: 'Priority Orders' });
    await expect(owned).toHaveTextContent('Owned');
    await expect(canvas.getByRole('heading', { name: 'Kitchen hat', level: 2 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to Monthly supporter' }));
    await expect(buy).toHaveBeenCalledOnce();
  },
});
