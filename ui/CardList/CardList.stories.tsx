import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { CardLink, CardList, CardText, ListCard } from './CardList';
import { CoverLink } from './CoverLink';

const open = fn();

const meta = preview.meta({
  title: 'UI/CardList',
  component: CardList,
  parameters: {
    docs: {
      description: {
        component:
          'A list of bordered cards, one per record (an appeal, an application, a leave request, a form). Each ' +
          'card is named by its title; a status tag or badges sit at the end of the title line and move under it ' +
          'on a narrow screen. Text a person wrote keeps its line breaks, and a long word wraps instead of ' +
          'widening the page. Lines and buttons under the title are the caller’s.',
      },
    },
  },
});

export const WithTags = meta.story({
  args: {
    children: [
      <ListCard
        key="1"
        headingId="card-1"
        title="Discord ban"
        headingLevel={2}
        aside={<Badge color="blue.6">Pending</Badge>}
      >
        <Text size="sm" c="dimmed">
          Sent 3 March 2026, 14:05
        </Text>
        <CardText size="sm">{'I was banned by mistake.\nPlease look again.'}</CardText>
        <Group>
          <Button size="compact-sm" variant="default" onClick={open}>
            View appeal
          </Button>
        </Group>
      </ListCard>,
      <ListCard
        key="2"
        headingId="card-2"
        title="Bot blacklist"
        headingLevel={2}
        aside={<Badge color="green.6">Accepted</Badge>}
      >
        <CardText size="sm">
          Supercalifragilisticexpialidocious-and-then-some-more-letters-without-a-break
        </CardText>
      </ListCard>,
    ],
  },
  parameters: {
    docs: { description: { story: 'Cards with a status tag beside the title, text and a button.' } },
  },
  play: async ({ canvas, userEvent }) => {
    open.mockClear();
    const list = canvas.getByRole('list');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'Discord ban' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Bot blacklist', level: 2 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View appeal' }));
    await expect(open).toHaveBeenCalledOnce();
  },
});

export const TitleOnly = meta.story({
  args: {
    gap: 'md',
    children: (
      <ListCard
        headingId="card-3"
        title="Kitchen staff"
        headingLevel={3}
        titleSize="h5"
        padding="lg"
        gap="sm"
      >
        <CardText size="sm" c="dimmed">
          Cooks the orders.
        </CardText>
      </ListCard>
    ),
  },
  parameters: {
    docs: { description: { story: 'A card without a tag: the title alone on its line, a larger padding.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { name: 'Kitchen staff' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Kitchen staff', level: 3 })).toBeVisible();
  },
});

export const WithLink = meta.story({
  args: {
    children: (
      <ListCard headingId="card-4" title="Kitchen staff" headingLevel={2}>
        <CardText size="sm" c="dimmed">
          Cooks the orders.
        </CardText>
        <Group>
          <CardLink to="/recruitment/kitchen" aria-label="Apply for Kitchen staff">
            Apply
          </CardLink>
        </Group>
      </ListCard>
    ),
  },
  parameters: {
    docs: {
      description: {
        story:
          'A `CardLink` to the record’s page: a small button under the text. Its accessible name says which ' +
          'record, since every card shows the same words.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Apply for Kitchen staff' })).toHaveAttribute(
      'href',
      '/recruitment/kitchen',
    );
  },
});

export const WholeCardLink = meta.story({
  args: {
    children: (
      <li>
        <Paper withBorder p="md" component="article" style={{ position: 'relative' }} data-testid="card">
          <Title order={2} size="h4">
            <CoverLink to="/staff/delivery-messages/7">Out for delivery</CoverLink>
          </Title>
          <Text size="sm" c="dimmed">
            Your order is on its way with our fastest courier.
          </Text>
        </Paper>
      </li>
    ),
  },
  parameters: {
    docs: {
      description: {
        story:
          'A `CoverLink` as the card’s title: a tap anywhere on the card follows it, and the card stays one link ' +
          'and one tab stop, its focus ring around the whole card. The card needs `position: relative`.',
      },
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Out for delivery' });
    await expect(link).toHaveAttribute('href', '/staff/delivery-messages/7');
    // A point on the card far from the title's words: the link is what is there.
    const card = canvas.getByTestId('card').getBoundingClientRect();
    await expect(document.elementFromPoint(card.right - 8, card.bottom - 8)).toBe(link);
  },
});
