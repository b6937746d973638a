/**
 * One order-history (backlog) entry: type badge, order id and date, the order text, images, chef note, the
 * delete / cancel / report reason, who cooked and delivered it, and the customer's feedback. Every piece of
 * user text is rendered as text.
 */
import type { BacklogEntry } from '@lib/schemas/backlog';
import {
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
import { OrderImages } from '@ui/OrderImages';
import { backlogTypeInfo, entryReason, formatDateTime } from '../history';
import classes from './HistoryEntry.module.css';

export interface HistoryEntryProps {
  entry: BacklogEntry;
  /** Heading level of the entry's title ("Order Ab12Cd"). 3 by default. */
  headingLevel?: TitleOrder;
}

interface Detail {
  label: string;
  value: string;
  /** An id: monospace, breaks anywhere. */
  id?: boolean;
}

export function HistoryEntry({ entry, headingLevel = 3 }: HistoryEntryProps) {
  // Label beside value on wide screens, above it on phones (ids are 19 digits).
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const type = backlogTypeInfo(entry.type);
  const reason = entryReason(entry);
  const date = formatDateTime(entry.addedAt);
  const feedback = entry.orderFeedback;
  const hasFeedback = Boolean(
    feedback && (feedback.feedbackMessage || feedback.tip?.chef || feedback.tip?.delivery),
  );
  const details = [
    entry.chefNote && { label: 'Chef note', value: entry.chefNote },
    reason && { label: reason.label, value: reason.text },
    entry.chef && { label: 'Chef', value: entry.chef, id: true },
    entry.deliveredBy && { label: 'Delivered by', value: entry.deliveredBy, id: true },
  ].filter((detail): detail is Detail => Boolean(detail));
  const headingId = `history-entry-${entry._id ?? entry.orderID}`;

  return (
    <Paper
      component="article"
      withBorder
      p="md"
      className={classes.entry}
      aria-labelledby={headingId}
      data-type={entry.type}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Group gap="xs" align="center">
            <Badge color={type.colour}>{type.label}</Badge>
            <Title order={headingLevel} size="h5" id={headingId}>
              Order <span className={classes.id}>{entry.orderID}</span>
            </Title>
          </Group>
          {date && (
            <Text size="sm" c="dimmed" component="time" dateTime={new Date(entry.addedAt).toISOString()}>
              {date}
            </Text>
          )}
        </Group>

        {entry.userOrder ? (
          <Text className={classes.orderText}>{entry.userOrder}</Text>
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
                <DataList.ItemValue className={detail.id ? classes.id : classes.quote}>
                  {detail.value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
        )}

        {hasFeedback && feedback && (
          <section className={classes.feedback} aria-label={`Feedback on order ${entry.orderID}`}>
            <Text size="sm" fw={600}>
              Customer feedback
            </Text>
            {feedback.feedbackMessage && (
              <Text size="sm" className={classes.quote}>
                {feedback.feedbackMessage}
              </Text>
            )}
            {(feedback.tip?.chef || feedback.tip?.delivery) && (
              <Text size="sm" c="dimmed">
                {[
                  feedback.tip?.chef ? `Chef tip: ${feedback.tip.chef}` : null,
                  feedback.tip?.delivery ? `Delivery tip: ${feedback.tip.delivery}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
          </section>
        )}
      </Stack>
    </Paper>
  );
}
