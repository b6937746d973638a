import type { DeliveryMessageContext } from '@lib/delivery-message';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { MAX_DELIVERY_MESSAGE_LENGTH, type MeasuredMessage, previewSegments } from '../../model';
import classes from './MessagePreview.module.css';

export interface MessagePreviewProps {
  measured: MeasuredMessage;
  ctx: DeliveryMessageContext;
  /** Show the length counter in the header (the editor shows it under the text field instead). */
  withCounter?: boolean;
}

/**
 * The message as a delivery would post it, placeholders filled with a sample order, mentions shown as
 * `@name`, inline code (backticks) as code. Always text (pre-wrap), never markdown or HTML. The counter is the length the server checks.
 */
export function MessagePreview({ measured, ctx, withCounter = true }: MessagePreviewProps) {
  const headingId = useId();
  const segments = useMemo(() => previewSegments(measured.rendered, ctx), [measured.rendered, ctx]);
  let offset = 0;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id={headingId}>
            Preview
          </Title>
          {withCounter && <LengthCounter length={measured.length} tooLong={measured.tooLong} />}
        </Group>
        <Text size="xs" c="dimmed">
          With a sample order (“{ctx.order.text}” for {ctx.user.username}) delivered by{' '}
          {ctx.deliverer?.displayName || ctx.deliverer?.username || 'you'}.
        </Text>
        <div className={classes.preview} data-testid="message-preview">
          {segments.length === 0 && (
            <Text span size="sm" c="dimmed" fs="italic">
              Start writing: the message appears here as customers will read it.
            </Text>
          )}
          {segments.map((segment) => {
            const key = `${offset}`;
            offset += segment.text.length;
            return segment.kind === 'mention' ? (
              <span key={key} className={classes.mention}>
                {segment.text}
              </span>
            ) : (
              <span key={key}>{withCode(segment.text)}</span>
            );
          })}
        </div>
        {measured.tooLong && (
          <Text size="sm" c="red.4" role="alert">
            Too long to deliver: once the placeholders are filled in, a delivery message must stay under{' '}
            {MAX_DELIVERY_MESSAGE_LENGTH} characters.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Discord's inline code (`text`) as code, the way the chat shows it: the marks themselves are not shown. */
function withCode(text: string) {
  const parts = text.split(/`([^`\n]+)`/);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text
      <code key={index} className={classes.code}>
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/** `1234 / 1650 characters`, red and bold at the limit. */
export function LengthCounter({ length, tooLong }: { length: number; tooLong: boolean }) {
  return (
    <Text
      component="span"
      display="block"
      size="sm"
      c={tooLong ? 'red.4' : 'dimmed'}
      fw={tooLong ? 700 : undefined}
      data-too-long={tooLong || undefined}
      data-testid="length-counter"
    >
      {length} / {MAX_DELIVERY_MESSAGE_LENGTH} characters
    </Text>
  );
}
