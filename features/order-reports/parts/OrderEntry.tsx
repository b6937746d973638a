/**
 * A backlog entry (contract §1.15) as the report pages show it. For the customer checking an order: the text,
 * images, delivered date and chef note. For staff (`detailed`): also the type, the delete/cancel/report reason,
 * the customer (linked to their order history), chef and deliverer ids, and the customer's feedback.
 * User text is rendered as text.
 */
import type { BacklogEntry } from '@lib/schemas/backlog';
import {
  Anchor,
  Badge,
  DataList,
  Group,
  Stack,
  Text,
  Title,
  type TitleOrder,
  useMatches,
} from '@mantine/core';
import { AppLink } from '@ui/AppLink';
import { OrderImages } from '@ui/OrderImages';
import type { ReactNode } from 'react';
import { backlogTypeInfo, entryReason, formatDateTime, paths } from '../reports';
import classes from './parts.module.css';

export interface OrderEntryProps {
  entry: BacklogEntry;
  /** Staff view: type, reasons, people and feedback. */
  detailed?: boolean;
  /** Level of the "Order Ab12Cd" heading. 2 by default. */
  headingLevel?: TitleOrder;
}

interface Detail {
  label: string;
  value: ReactNode;
  className?: string;
}

export function OrderEntry({ entry, detailed = false, headingLevel = 2 }: OrderEntryProps) {
  // Label beside value on wide screens, above it on phones (ids are 19 digits).
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const type = backlogTypeInfo(entry.type);
  const date = formatDateTime(entry.addedAt);
  const reason = detailed ? entryReason(entry) : null;
  const feedback = detailed ? entry.orderFeedback : null;
  const tips = [
    feedback?.tip?.chef ? `Chef tip: ${feedback.tip.chef}` : null,
    feedback?.tip?.delivery ? `Delivery tip: ${feedback.tip.delivery}` : null,
  ].filter((tip): tip is string => tip !== null);

  const details: Detail[] = [];
  if (entry.chefNote) details.push({ label: 'Chef note', value: entry.chefNote, className: classes.quote });
  if (reason) details.push({ label: reason.label, value: reason.text, className: classes.quote });
  if (detailed && entry.orderedBy) {
    details.push({
      label: 'Customer',
      value: (
        <Stack gap={0}>
          <span className={classes.id}>{entry.orderedBy}</span>
          <Anchor component={AppLink} to={paths.orderHistory(entry.orderedBy)} size="sm">
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

  return (
    <Stack gap="sm" className={classes.entry} data-type={entry.type}>
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="xs" align="center">
          {detailed && <Badge color={type.colour}>{type.label}</Badge>}
          <Title order={headingLevel} size="h4">
            Order <span className={classes.id}>{entry.orderID}</span>
          </Title>
        </Group>
        {date && (
          <Text size="sm" c="dimmed">
            {detailed ? 'Added ' : `${type.label} `}
            <time dateTime={new Date(entry.addedAt).toISOString()}>{date}</time>
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
              <DataList.ItemValue className={detail.className}>{detail.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      )}

      {feedback && (feedback.feedbackMessage || tips.length > 0) && (
        <section className={classes.feedback} aria-label="Customer feedback">
          <Text size="sm" fw={600}>
            Customer feedback
          </Text>
          {feedback.feedbackMessage && (
            <Text size="sm" className={classes.quote}>
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
}
