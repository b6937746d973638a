/** `/staff/orders/{id}`: one active order with the same actions; unknown ids show a not-found state. */
import { Anchor, Button, Container, Stack } from '@mantine/core';
import { IconArrowLeft, IconReceiptOff } from '@tabler/icons-react';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { PageHeader } from '@ui/PageHeader';
import { OrderDialogs } from '../components/dialogs';
import { LiveRegion } from '../components/LiveRegion';
import { OrderTicket } from '../components/OrderTicket';
import { useOrderActions, useOrders, useViewer } from '../hooks';
import { ORDERS_CLOSED_TITLE, shortcutAction } from '../model';

export interface OrderDetailPageProps {
  orderId: string;
  /** Back to the board (also after this order was delivered or deleted here). */
  onBack: () => void;
}

export function OrderDetailPage({ orderId, onBack }: OrderDetailPageProps) {
  // The active orders hold this one; the delivery queue is the board's, not read here.
  const orders = useOrders();
  const viewer = useViewer(orders.orders);
  const actions = useOrderActions({ announce: orders.announce, onRemoved: onBack });
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
        <DataState
          source={orders}
          loadingLabel="Loading the order"
          skeleton="detail"
          errorMessage="The order could not be loaded."
          refusedTitle={ORDERS_CLOSED_TITLE}
          // The board's list holds the active orders: one missing from it is not found.
          isEmpty={() => !order}
          empty={
            <EmptyState
              icon={<IconReceiptOff size={28} aria-hidden />}
              title="Order not found"
              description={`There is no active order #${orderId}: it may have been delivered, deleted or cancelled.`}
              action={<Button onClick={onBack}>Back to the Order Manager</Button>}
            />
          }
        >
          {() =>
            order && (
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
            )
          }
        </DataState>
      </Stack>
      <LiveRegion announcer={orders.announcer} />
      <OrderDialogs actions={actions} />
    </Container>
  );
}
