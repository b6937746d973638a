/**
 * One order-history (backlog) entry (docs/product/reports.md#history-entries): the order id and date, the
 * order text, images and chef note. The staff view (`detailed`) adds the type badge, the delete / cancel /
 * report reason, who ordered, cooked and delivered it, and the customer's feedback. Every piece of user text
 * is rendered as text.
 */
import { backlogTypeInfo, entryReason } from '@lib/backlog';
import { formatDateTime, isoTime } from '@lib/format';
import type { BacklogEntry as BacklogEntryData } from '@lib/schemas/backlog';
import {
  Anchor,
  Badge,
  DataList,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  type TitleOrder,
  useMatches,
} from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { AppLink } from '../AppLink';
import { OrderImages } from '../OrderImages';
import classes from './BacklogEntry.module.css';

export interface BacklogEntryProps {
  entry: BacklogEntryData;
  /**
   * Staff view: the type badge, the delete / cancel / report reason, the people's ids and the customer's
   * feedback. Off (the default), only what the customer may see: text, images, date and chef note.
   */
  detailed?: boolean;
  /** Level of the "Order Ab12Cd" heading. 3 by default. */
  headingLevel?: TitleOrder;
  /**
   * `card` (default): a bordered `article` named by its heading, for lists of entries; its feedback region is
   * named after the order so several can sit on one page. `plain`: just the content, for a page that shows
   * one entry inside its own box (a larger heading, feedback region named "Customer feedback").
   */
  variant?: 'card' | 'plain';
  /** Words before the date: `added` reads "Added 21 Nov 2026, 10:05", `type` "Delivered 21 Nov…". None by default. */
  datePrefix?: 'added' | 'type';
  /**
   * Staff view only: adds a Customer row with the customer's id and a "View the customer’s order history" link
   * to this address. Without it the customer is not shown (e.g. on that customer's own history).
   */
  customerHistoryHref?: string;
}

interface Detail {
  label: string;
  value: ReactNode;
  className?: string;
}

export function BacklogEntry({
  entry,
  detailed = false,
  headingLevel = 3,
  variant = 'card',
  datePrefix,
  customerHistoryHref,
}: BacklogEntryProps) {
  // Label beside value on wide screens, above it on phones (ids are 19 digits).
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const headingId = useId();
  const card = variant === 'card';
  const type = backlogTypeInfo(entry.type);
  const date = formatDateTime(entry.addedAt);
  const reason = detailed ? entryReason(entry) : null;
  const feedback = detailed ? entry.orderFeedback : null;
  const tips = [
    feedback?.tip?.chef ? `Chef tip: ${feedback.tip.chef}` : null,
    feedback?.tip?.delivery ? `Delivery tip: ${feedback.tip.delivery}` : null,
  ].filter((tip): tip is string => tip !== null);

  const details: Detail[] = [];
  if (entry.chefNote)
    details.push({ label: 'Chef note', value: entry.chefNote, className: classes.userText });
  if (reason) details.push({ label: reason.label, value: reason.text, className: classes.userText });
  if (detailed && entry.orderedBy && customerHistoryHref) {
    details.push({
      label: 'Customer',
      value: (
        <Stack gap={0}>
          <span className={classes.id}>{entry.orderedBy}</span>
          <Anchor component={AppLink} to={customerHistoryHref} size="sm">
            View the customer’s order history
          </Anchor>
        </Stack>
      ),
    });
  }
  if (detailed && entry.chef) details.push({ label: 'Chef', value: entry.chef, className: classes.id });
  if (detailed && entry.deliveredBy) {
    details.push({ label: 'Delivered by', value: entry.deliveredBy, className: classes.id });
  }

  const content = (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="xs" align="center">
          {detailed && <Badge color={type.colour}>{type.label}</Badge>}
          <Title order={headingLevel} size={card ? 'h5' : 'h4'} id={card ? headingId : undefined}>
            Order <span className={classes.id}>{entry.orderID}</span>
          </Title>
        </Group>
        {date && (
          <Text size="sm" c="dimmed">
            {datePrefix === 'added' ? 'Added ' : datePrefix === 'type' ? `${type.label} ` : null}
            <time dateTime={isoTime(entry.addedAt)}>{date}</time>
          </Text>
        )}
      </Group>

      {entry.userOrder ? (
        <Text className={classes.userText}>{entry.userOrder}</Text>
      ) : (
        <Text c="dimmed" fs="italic">
          No order text
        </Text>
      )}

      <OrderImages images={entry.images} orderID={entry.orderID} />

      {details.length > 0 && (
        <DataList size="sm" labelWidth="8.5rem" orientation={orientation}>
          {details.map((detail) => (
            <DataList.Item key={detail.label}>
              <DataList.ItemLabel>{detail.label}</DataList.ItemLabel>
              <DataList.ItemValue className={detail.className}>{detail.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      )}

      {feedback && (feedback.feedbackMessage || tips.length > 0) && (
        <section
          className={classes.feedback}
          aria-label={card ? `Feedback on order ${entry.orderID}` : 'Customer feedback'}
        >
          <Text size="sm" fw={600}>
            Customer feedback
          </Text>
          {feedback.feedbackMessage && (
            <Text size="sm" className={classes.userText}>
              {feedback.feedbackMessage}
            </Text>
          )}
          {tips.length > 0 && (
            <Text size="sm" c="dimmed">
              {tips.join(' · ')}
            </Text>
          )}
        </section>
      )}
    </Stack>
  );

  return card ? (
    <Paper
      component="article"
      withBorder
      p="md"
      className={classes.root}
      aria-labelledby={headingId}
      data-type={entry.type}
    >
      {content}
    </Paper>
  ) : (
    <div className={classes.root} data-type={entry.type}>
      {content}
    </div>
  );
}
