/** `/staff/orders/{id}`: one active order with the same actions; unknown ids show a not-found state. */
import { Anchor, Button, Container, Stack } from '@mantine/core';
import { IconArrowLeft, IconReceiptOff } from '@tabler/icons-react';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { PageHeader } from '@ui/PageHeader';
import { PageLoader } from '@ui/PageLoader';
import { LiveRegion } from '../LiveRegion';
import { OrderTicket } from '../OrderTicket';
import { shortcutAction } from '../ticket';
import { useBoard } from '../useBoard';

export interface OrderDetailPageProps {
  orderId: string;
  /** Back to the board (also after this order was delivered or deleted here). */
  onBack: () => void;
}

export function OrderDetailPage({ orderId, onBack }: OrderDetailPageProps) {
  const { viewer, announcer, orders, actions } = useBoard({ onRemoved: onBack });
  const order = orders.orders?.find((candidate) => candidate.orderID === orderId);
  const notFound = !orders.isLoading && orders.orders !== undefined && !order;
  if (!viewer) return null;

  const back = (
    <Anchor component="button" type="button" onClick={onBack} size="sm" style={{ alignSelf: 'flex-start' }}>
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to the Order Manager
    </Anchor>
  );

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        {/* The not-found state has its own button back: one control per destination. */}
        {!notFound && back}
        {orders.isLoading ? (
          <PageLoader label="Loading the order" />
        ) : orders.error && !orders.orders ? (
          <ErrorState message="The order could not be loaded." onRetry={() => void orders.mutate()} />
        ) : order ? (
          <>
            <PageHeader title={`Order #${order.orderID}`} />
            <OrderTicket
              order={order}
              viewer={viewer}
              pending={actions.pending[order.orderID] ?? null}
              onAction={actions.run}
              tabIndex={0}
              onKeyDown={(event, current) => {
                // The board's shortcuts (C, U, P, D, Delete) work here too.
                if (event.target !== event.currentTarget) return;
                const action = shortcutAction(event, current, viewer, Date.now());
                if (!action) return;
                event.preventDefault();
                actions.run(action, current);
              }}
            />
          </>
        ) : (
          <EmptyState
            icon={<IconReceiptOff size={28} aria-hidden />}
            title="Order not found"
            description={`There is no active order #${orderId}: it may have been delivered, deleted or cancelled.`}
            action={<Button onClick={onBack}>Back to the Order Manager</Button>}
          />
        )}
      </Stack>
      <LiveRegion announcer={announcer} />
      {actions.dialogs}
    </Container>
  );
}
