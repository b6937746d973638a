/**
 * One kitchen ticket: the order, who ordered it and where, mentions, status, priority, how long it has
 * waited, the claim's and the preparation's countdowns, the chef note and pictures, and the actions the
 * viewer may take. Memoised: a gateway event re-renders only the ticket it changes. Built from plain elements
 * styled by its own CSS module (no component library inside): a board of 2,000 tickets renders several times
 * faster that way (see scripts/bench-board.mjs).
 */
import { imageHosts } from '@lib/config';
import { isoTime } from '@lib/format';
import { safeExternalUrl } from '@lib/safe-url';
import { ORDER_STATUS_LABELS, type Order, OrderStatus } from '@lib/schemas/order';
import { userDisplayName } from '@lib/schemas/user';
import { MINUTE, SECOND, useNow } from '@lib/time';
import { IconFlame } from '@tabler/icons-react';
import { avatarUrl, defaultAvatarUrl } from '@ui/Avatar';
import { type KeyboardEvent, memo } from 'react';
import {
  ageLevel,
  blockedReason,
  formatAge,
  formatCountdown,
  type TicketAction,
  ticketActions,
  type Viewer,
} from '../../model';
import classes from './OrderTicket.module.css';

export const ACTION_LABELS: Record<TicketAction, string> = {
  claim: 'Claim',
  unclaim: 'Unclaim',
  prepare: 'Prepare',
  deliver: 'Deliver',
  delete: 'Delete',
};

export interface OrderTicketProps {
  order: Order;
  /** Who is looking: decides the actions offered (see `ticketActions`). Keep it referentially stable. */
  viewer: Viewer;
  /** The action in flight on this ticket, if any: its button shows a loader and all are disabled. */
  pending?: TicketAction | null;
  onAction: (action: TicketAction, order: Order) => void;
  /** Roving focus: only the active ticket is in the tab order. */
  tabIndex?: 0 | -1;
  onFocusTicket?: (orderID: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>, order: Order) => void;
  /** Names of staff by id, for "Claimed by …". */
  staffName?: (userId: string) => string | null;
}

function Age({ sentAt }: { sentAt: number }) {
  const now = useNow(15 * SECOND);
  const age = now - sentAt;
  return (
    <time className={classes.age} data-level={ageLevel(age)} dateTime={isoTime(sentAt)}>
      {formatAge(age)}
    </time>
  );
}

function CountdownLabel({ label, until }: { label: string; until: number }) {
  const now = useNow(SECOND);
  return (
    <span className={classes.countdown} data-urgent={until - now < MINUTE || undefined}>
      {label} <span className={classes.digits}>{formatCountdown(until - now)}</span>
    </span>
  );
}

/** The id of a ticket's title, which names the ticket; the reasons of its blocked actions extend it. */
const titleIdOf = (order: Order) => `ticket-${order.orderID}`;

/** Who ordered, and from which server (or a direct message). */
function TicketCustomer({ order }: { order: Order }) {
  const customer = userDisplayName(order.user);
  const server = order.guild?.id ? order.guild.name || 'Unknown server' : 'Direct message';
  return (
    <div className={classes.customer}>
      <img
        className={classes.avatar}
        src={avatarUrl(order.user.id, order.user.avatar, 64)}
        alt=""
        width={24}
        height={24}
        loading="lazy"
        decoding="async"
        onError={(event) => {
          const fallback = defaultAvatarUrl(order.user.id);
          if (event.currentTarget.src !== fallback) event.currentTarget.src = fallback;
        }}
      />
      <div className={classes.customerText}>
        <span className={classes.customerName}>{customer}</span>
        <span className={classes.server}>{server}</span>
      </div>
    </div>
  );
}

/** The claim's countdown and who holds the claim, or the preparation's countdown. */
function TicketTimers({
  order,
  viewer,
  staffName,
}: Pick<OrderTicketProps, 'order' | 'viewer' | 'staffName'>) {
  const claimer = order.claimedBy
    ? order.claimedBy.user === viewer.id
      ? 'you'
      : (staffName?.(order.claimedBy.user) ?? 'another chef')
    : null;
  return (
    <>
      {order.status === OrderStatus.Claimed && order.claimedBy && (
        <div className={classes.timer}>
          <span>Claimed by {claimer}</span>
          <CountdownLabel label="Claim expires in" until={order.claimedBy.expiry} />
        </div>
      )}
      {order.status === OrderStatus.Preparing && typeof order.prepareExpiry === 'number' && (
        <div className={classes.timer}>
          <CountdownLabel label="Ready in" until={order.prepareExpiry} />
        </div>
      )}
    </>
  );
}

interface TicketFooterProps extends Pick<OrderTicketProps, 'order' | 'viewer' | 'onAction'> {
  pending: TicketAction | null;
  tabIndex: 0 | -1;
}

/** The footer: the actions the viewer may take; one offered but blocked says why. */
function TicketFooter({ order, viewer, pending, onAction, tabIndex }: TicketFooterProps) {
  const actions = ticketActions(order, viewer, Date.now());
  if (actions.length === 0) return null;
  return (
    <footer className={classes.actions}>
      {actions.map((action) => {
        const label = `${ACTION_LABELS[action]} order ${order.orderID}`;
        const blocked = blockedReason(action, order, viewer);
        if (blocked) {
          // Offered but unavailable: still focusable, its reason read out with it and shown on hover
          // and focus (a disabled button would take no focus and say nothing).
          const reasonId = `${titleIdOf(order)}-${action}-reason`;
          return (
            <span key={action} className={classes.blocked}>
              <button
                type="button"
                className={classes.action}
                data-action={action}
                data-blocked
                aria-disabled
                aria-describedby={reasonId}
                tabIndex={tabIndex}
                aria-label={label}
              >
                {ACTION_LABELS[action]}
              </button>
              <span id={reasonId} role="tooltip" className={classes.reason}>
                {blocked}
              </span>
            </span>
          );
        }
        return (
          <button
            key={action}
            type="button"
            className={classes.action}
            data-action={action}
            data-loading={pending === action || undefined}
            aria-busy={pending === action || undefined}
            disabled={pending !== null}
            onClick={() => onAction(action, order)}
            tabIndex={tabIndex}
            aria-label={label}
          >
            {ACTION_LABELS[action]}
          </button>
        );
      })}
    </footer>
  );
}

function OrderTicketView({
  order,
  viewer,
  pending = null,
  onAction,
  tabIndex = -1,
  onFocusTicket,
  onKeyDown,
  staffName,
}: OrderTicketProps) {
  const titleId = titleIdOf(order);
  const images = order.images.flatMap((url) => {
    const safe = safeExternalUrl(url, imageHosts);
    return safe ? [safe] : [];
  });

  return (
    <article
      className={classes.ticket}
      data-status={order.status}
      data-priority={order.priority || undefined}
      aria-labelledby={titleId}
      tabIndex={tabIndex}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusTicket?.(order.orderID);
      }}
      onKeyDown={(event) => onKeyDown?.(event, order)}
      data-order-id={order.orderID}
    >
      <header className={classes.head}>
        <span className={classes.badges}>
          <span className={classes.status} data-status={order.status}>
            {ORDER_STATUS_LABELS[order.status] ?? 'Unknown'}
          </span>
          {order.priority && (
            <span className={classes.priority}>
              <IconFlame size={12} aria-hidden /> Priority
            </span>
          )}
        </span>
        <Age sentAt={order.sentAt} />
      </header>

      <h2 id={titleId} className={classes.title}>
        <span className={classes.orderId}>#{order.orderID}</span>
        <span className={classes.visuallyHidden}>, </span>
        <span className={classes.text}>{order.order}</span>
      </h2>

      <TicketCustomer order={order} />

      {order.orderUserMentions.length > 0 && (
        <p className={classes.mentions}>
          For {order.orderUserMentions.map((mention) => userDisplayName(mention)).join(', ')}
        </p>
      )}

      <TicketTimers order={order} viewer={viewer} staffName={staffName} />

      {order.chefNote && (
        <p className={classes.note}>
          <span className={classes.noteLabel}>Chef note: </span>
          {order.chefNote}
        </p>
      )}

      {images.length > 0 && (
        <div className={classes.images}>
          {images.map((url, index) => (
            <img
              key={url}
              src={url}
              alt={`Order ${order.orderID}, ${index + 1} of ${images.length}`}
              loading="lazy"
            />
          ))}
        </div>
      )}

      <TicketFooter order={order} viewer={viewer} pending={pending} onAction={onAction} tabIndex={tabIndex} />
    </article>
  );
}

export const OrderTicket = memo(OrderTicketView);
