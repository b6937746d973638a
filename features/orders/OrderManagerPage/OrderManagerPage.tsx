/**
 * `/staff/orders` (MANAGE_ORDERS): the live board of the kitchen and the delivery. What it does:
 * docs/product/orders.md#order-manager.
 */
import { setAppBadgeCount } from '@lib/app-badge';
import { type Preferences, setPreference, usePreferences } from '@lib/preferences';
import { ORDER_STATUS_LABELS, type Order } from '@lib/schemas/order';
import { Chip, Container, Group, Kbd, Switch, Text, VisuallyHidden } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { DeliveryQueuePanel } from '../components/DeliveryQueuePanel';
import { OrderDialogs } from '../components/dialogs';
import { LiveRegion } from '../components/LiveRegion';
import { OrderBoard, type OrderBoardHandle } from '../components/OrderBoard';
import {
  type Liveness,
  useBoardNews,
  useDeliveryQueue,
  useNotificationAccess,
  useOrderActions,
  useOrders,
  useScreenWakeLock,
  useViewer,
  wakeLockSupported,
} from '../hooks';
import {
  type StatusCounts as Counts,
  countByStatus,
  ORDERS_CLOSED_TITLE,
  sortOrders,
  visibleOrders,
} from '../model';
import classes from './OrderManagerPage.module.css';

export interface OrderManagerPageProps {
  /** Opens `/staff/orders/{id}`. */
  onOpenOrder: (orderID: string) => void;
}

const LIVENESS_LABEL = {
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  polling: 'Refreshing every 10 s',
  offline: 'Offline: retrying when you are back online',
} as const;

export function OrderManagerPage({ onOpenOrder }: OrderManagerPageProps) {
  const preferences = usePreferences();
  const filter = preferences.orderFilter;
  // A clicked notification brings its ticket into focus, or opens the order when the views shown leave it out.
  const boardRef = useRef<OrderBoardHandle>(null);
  const focusOrder = useCallback(
    (orderID: string) => {
      if (!boardRef.current?.focusOrder(orderID)) onOpenOrder(orderID);
    },
    [onOpenOrder],
  );
  const news = useBoardNews(preferences.orderNotifications, focusOrder);
  const orders = useOrders(news.onNews);
  const queue = useDeliveryQueue();
  const viewer = useViewer(orders.orders);
  const inDeliveryQueue = queue.position !== null;
  useEffect(
    () => news.setAudience(viewer && { viewerId: viewer.id, inDeliveryQueue }),
    [news, viewer, inDeliveryQueue],
  );
  const actions = useOrderActions({ announce: orders.announce });
  const all = orders.orders;
  const shown = useMemo(() => (all ? sortOrders(visibleOrders(all, filter)) : []), [all, filter]);
  const counts = useMemo(() => countByStatus(all ?? []), [all]);
  // The installed app's icon shows the unclaimed orders (docs/product/orders.md#the-installed-app).
  useEffect(() => {
    if (all) setAppBadgeCount(counts[0]);
  }, [all, counts]);
  const open = useCallback((order: Order) => onOpenOrder(order.orderID), [onOpenOrder]);

  // No viewer: the session ended before the board had one (its first read got a 401,
  // docs/product/session.md#signed-out); the read says why instead of a blank page.
  if (!viewer) {
    return (
      <Container size="xl" py="md">
        <DataState
          source={orders}
          loadingLabel="Loading orders"
          errorMessage="The orders could not be loaded."
          headingLevel={1}
        >
          {() => null}
        </DataState>
      </Container>
    );
  }

  const board = (
    <DataState
      source={orders}
      loadingLabel="Loading orders"
      skeleton="cards"
      errorMessage="The orders could not be loaded."
      refusedTitle={ORDERS_CLOSED_TITLE}
      // Empty in the views shown (the others may have orders).
      isEmpty={() => shown.length === 0}
      empty={
        <EmptyState
          icon={<IconToolsKitchen2 size={28} aria-hidden />}
          title="No orders waiting"
          description="New orders appear here the moment they are placed."
        />
      }
    >
      {() => (
        <OrderBoard
          ref={boardRef}
          orders={shown}
          viewer={viewer}
          pending={actions.pending}
          onAction={actions.run}
          dialogOpened={actions.dialog.opened}
          onOpen={open}
        />
      )}
    </DataState>
  );

  return (
    <Page
      size="xl"
      py="md"
      gap="md"
      title="Order Manager"
      description="Claim, prepare and deliver orders as they come in."
      actions={<LivenessPill liveness={orders.liveness} />}
      overlays={
        <>
          <LiveRegion announcer={orders.announcer} />
          <OrderDialogs actions={actions} />
        </>
      }
    >
      <ViewFilters preferences={preferences} />

      <StatusCounts counts={all ? counts : null} />

      <div className={classes.layout} data-with-queue={filter.deliveryQueue || undefined}>
        <div className={classes.board}>{board}</div>
        {filter.deliveryQueue && (
          <aside className={classes.queue} aria-label="Delivery queue">
            <DeliveryQueuePanel
              queue={queue.entries}
              position={queue.position}
              join={queue.join}
              leave={queue.leave}
            />
          </aside>
        )}
      </div>

      <KeyboardHelp />
    </Page>
  );
}

/**
 * Which views the board shows (kitchen, delivery), the new-order chime, the screen wake lock and the notifications
 * (where the browser has them): the viewer's preferences.
 */
function ViewFilters({ preferences }: { preferences: Preferences }) {
  const {
    orderFilter: filter,
    soundEffects,
    keepScreenAwake,
    orderNotifications: notifications,
  } = preferences;
  const wakeLock = useScreenWakeLock(keepScreenAwake);
  return (
    <Group justify="space-between" gap="sm" align="center">
      <Group gap="xs" role="group" aria-label="Views">
        <Chip
          checked={filter.kitchenQueue}
          onChange={(checked) => setPreference('orderFilter', { ...filter, kitchenQueue: checked })}
        >
          Kitchen
        </Chip>
        <Chip
          checked={filter.deliveryQueue}
          onChange={(checked) => setPreference('orderFilter', { ...filter, deliveryQueue: checked })}
        >
          Delivery
        </Chip>
      </Group>
      <Group gap="lg" align="flex-start">
        {wakeLockSupported() && (
          <Switch
            label="Keep screen awake"
            checked={keepScreenAwake}
            data-wake-lock={keepScreenAwake ? wakeLock : undefined}
            onChange={(event) => setPreference('keepScreenAwake', event.currentTarget.checked)}
            error={
              keepScreenAwake && wakeLock === 'refused'
                ? 'Your browser would not keep the screen on (a battery saver may stop it).'
                : undefined
            }
          />
        )}
        <NotificationSwitch enabled={notifications} />
        <Switch
          label="Sound for new orders"
          checked={soundEffects}
          onChange={(event) => setPreference('soundEffects', event.currentTarget.checked)}
        />
      </Group>
    </Group>
  );
}

/** Under the switch while the browser blocks notifications for the site. */
export const NOTIFICATIONS_BLOCKED =
  "Your browser blocks notifications from this site: allow them in the site's settings (the icon beside the address), then switch this on.";

/**
 * 'Notify of new orders': on, it asks the browser's permission (the only place that asks, and only on this click).
 * Not offered where the browser has no notifications; disabled, saying how to allow them, while they are blocked.
 */
function NotificationSwitch({ enabled }: { enabled: boolean }) {
  const { access, request } = useNotificationAccess();
  // While the browser asks, a second click does nothing. The switch is not disabled meanwhile: it would lose focus.
  const asking = useRef(false);
  if (access === 'unsupported') return null;
  const toggle = async (on: boolean) => {
    if (!on || access === 'granted') {
      setPreference('orderNotifications', on);
      return;
    }
    if (asking.current) return;
    asking.current = true;
    try {
      if ((await request()) === 'granted') setPreference('orderNotifications', true);
    } catch {
      // The browser would not ask (an embedded frame, a policy): the switch stays off.
    } finally {
      asking.current = false;
    }
  };
  return (
    <Switch
      label="Notify of new orders"
      // The switch's label element holds its description too: the name is the label alone.
      aria-label="Notify of new orders"
      checked={enabled && access === 'granted'}
      disabled={access === 'denied'}
      data-notifications={access}
      description={access === 'denied' ? NOTIFICATIONS_BLOCKED : undefined}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      maw={320}
    />
  );
}

/** Whether the board is live, and how it keeps up when it is not. */
function LivenessPill({ liveness }: { liveness: Liveness }) {
  return (
    <Group gap={6} className={classes.liveness} data-liveness={liveness} data-testid="board-liveness">
      <span className={classes.dot} aria-hidden />
      <Text size="sm">{LIVENESS_LABEL[liveness]}</Text>
    </Group>
  );
}

/** The orders by status; dashes before the first read. */
function StatusCounts({ counts }: { counts: Counts | null }) {
  return (
    <dl className={classes.counts} aria-label="Orders by status">
      {([0, 1, 2, 3] as const).map((status) => (
        <div key={status} className={classes.count} data-status={status}>
          <dt>{ORDER_STATUS_LABELS[status]}</dt>
          <dd>{counts ? counts[status] : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The board's keys (docs/product/orders.md#keyboard). */
function KeyboardHelp() {
  return (
    <Text size="xs" c="dimmed">
      Keyboard: <ArrowKey direction="left" /> <ArrowKey direction="right" /> <ArrowKey direction="up" />{' '}
      <ArrowKey direction="down" /> move between tickets, <Kbd>C</Kbd> claim, <Kbd>U</Kbd> unclaim,{' '}
      <Kbd>P</Kbd> prepare, <Kbd>D</Kbd> deliver, <Kbd>Delete</Kbd> delete, <Kbd>Enter</Kbd> open.
    </Text>
  );
}

const ARROWS = { left: IconArrowLeft, right: IconArrowRight, up: IconArrowUp, down: IconArrowDown } as const;

/**
 * An arrow key, drawn as an icon: the arrow characters are not in the self-hosted fonts' parts, and a
 * character the fonts lack would be drawn in whatever font the machine has.
 */
function ArrowKey({ direction }: { direction: keyof typeof ARROWS }) {
  const Arrow = ARROWS[direction];
  return (
    <Kbd>
      <Arrow size="0.9em" stroke={2.5} aria-hidden style={{ verticalAlign: '-0.1em' }} />
      <VisuallyHidden>{`${direction} arrow`}</VisuallyHidden>
    </Kbd>
  );
}
