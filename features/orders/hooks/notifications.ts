/**
 * The Order Manager's desktop notifications (docs/product/orders.md#the-installed-app): while the preference is on
 * and the browser allows it, news for this viewer (model `orderNotice`) becomes a notification when the board is not
 * in front (its tab hidden, or its window not the focused one). Clicking one brings the board back with that ticket
 * focused. They are closed when the board is in front again, when their order leaves it, and with the board.
 */

import type { Order } from '@lib/schemas/order';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type BoardChange, type NoticeAudience, type OrderNotice, orderNotice } from '../model';

/** The browser's answer for notifications, or `unsupported` where it has none (the switch is not offered). */
export type NotificationAccess = NotificationPermission | 'unsupported';

export function notificationAccess(): NotificationAccess {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** What the service worker posts to the board when a notification it showed is clicked (public/sw.js). */
const FOCUS_ORDER_MESSAGE = 'vd:focus-order';

/** The icon of every notification: the installed app's (public/icons). */
const NOTICE_ICON = '/icons/icon-192.png';

/** The tag of an order's notifications: its news replace each other. */
const noticeTag = (orderID: string) => `vd-order-${orderID}`;

/** Whether the user is looking at the board: its tab shown and its window the focused one. */
const boardInFront = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * The permission as it is now: read again whenever it may have changed (the site settings, another tab's answer),
 * with `request` asking the browser, which only a click may do.
 */
export function useNotificationAccess(): {
  access: NotificationAccess;
  request: () => Promise<NotificationAccess>;
} {
  const [access, setAccess] = useState(notificationAccess);
  const supported = access !== 'unsupported';
  useEffect(() => {
    if (!supported) return;
    const update = () => setAccess(notificationAccess());
    let status: PermissionStatus | null = null;
    let stopped = false;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        if (stopped) return;
        status = found;
        found.addEventListener('change', update);
      })
      .catch(() => undefined /* no Permissions API for it: the visibility and focus checks remain */);
    document.addEventListener('visibilitychange', update);
    window.addEventListener('focus', update);
    return () => {
      stopped = true;
      status?.removeEventListener('change', update);
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('focus', update);
    };
  }, [supported]);
  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return 'unsupported';
    // An old Safari answers through a callback only, and returns nothing: read the permission after it.
    const answer = (await Notification.requestPermission()) ?? Notification.permission;
    setAccess(answer);
    return answer;
  }, []);
  return { access, request };
}

/** The options of a notice's notification; `renotify` is not in TypeScript's DOM types yet. */
function noticeOptions(notice: OrderNotice): NotificationOptions & { renotify?: boolean } {
  return {
    body: notice.body,
    tag: noticeTag(notice.orderID),
    icon: NOTICE_ICON,
    data: { orderID: notice.orderID },
    renotify: notice.renotify,
  };
}

/**
 * Shows `notice`. A page notification where the browser has them; where it has only service-worker ones (Chrome on
 * Android), through the service worker, whose click handler sends {@link FOCUS_ORDER_MESSAGE} back. `onClick` gets
 * the order's id. Resolves to the page notification, or null.
 */
export async function showOrderNotification(
  notice: OrderNotice,
  onClick: (orderID: string) => void,
): Promise<Notification | null> {
  const options = noticeOptions(notice);
  try {
    const notification = new Notification(notice.title, options);
    notification.addEventListener('click', () => {
      window.focus();
      notification.close();
      onClick(notice.orderID);
    });
    return notification;
  } catch {
    // "Illegal constructor": this browser shows notifications through a service worker only.
    const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
    await registration?.showNotification(notice.title, options).catch(() => undefined);
    return null;
  }
}

/** Closes the board's notifications shown through the service worker: of one order, or all of them. */
async function closeWorkerNotifications(orderID?: string): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const shown = await registration?.getNotifications().catch(() => []);
  for (const notification of shown ?? []) {
    const id = (notification.data as { orderID?: unknown } | null)?.orderID;
    if (typeof id === 'string' && (orderID === undefined || id === orderID)) notification.close();
  }
}

interface OrderNotifier {
  /** Shows the notice while the board is not in front, once per notice key. Nothing when off or not allowed. */
  notify: (notice: OrderNotice | null) => void;
  /** The order left the board: its notification goes, and its news may come again. */
  forget: (orderID: string) => void;
}

/**
 * The board's notifier, on while `enabled` and the permission is granted. `onOpen` gets the order of a clicked
 * notification, from either kind.
 */
function useOrderNotifications(enabled: boolean, onOpen: (orderID: string) => void): OrderNotifier {
  const shownKeys = useRef(new Set<string>());
  const open = useRef(new Map<string, Notification>());
  const latest = useRef({ enabled, onOpen });
  useEffect(() => {
    latest.current = { enabled, onOpen };
  });

  useEffect(() => {
    const closeAll = () => {
      for (const notification of open.current.values()) notification.close();
      open.current.clear();
      void closeWorkerNotifications();
    };
    const onFront = () => {
      if (boardInFront()) closeAll();
    };
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; orderID?: unknown } | null;
      if (data?.type === FOCUS_ORDER_MESSAGE && typeof data.orderID === 'string')
        latest.current.onOpen(data.orderID);
    };
    document.addEventListener('visibilitychange', onFront);
    window.addEventListener('focus', onFront);
    worker?.addEventListener('message', onMessage);
    return () => {
      document.removeEventListener('visibilitychange', onFront);
      window.removeEventListener('focus', onFront);
      worker?.removeEventListener('message', onMessage);
      closeAll();
    };
  }, []);

  return useMemo(
    () => ({
      notify(notice) {
        if (!notice || !latest.current.enabled || notificationAccess() !== 'granted') return;
        if (boardInFront() || shownKeys.current.has(notice.key)) return;
        shownKeys.current.add(notice.key);
        void showOrderNotification(notice, (orderID) => latest.current.onOpen(orderID)).then((shown) => {
          if (shown) open.current.set(notice.orderID, shown);
        });
      },
      forget(orderID) {
        for (const key of [...shownKeys.current])
          if (key.startsWith(`${orderID}:`)) shownKeys.current.delete(key);
        open.current.get(orderID)?.close();
        open.current.delete(orderID);
        void closeWorkerNotifications(orderID);
      },
    }),
    [],
  );
}

/**
 * The board's news as notifications: `onNews` for `useOrders`, and `setAudience`, who the viewer is now (the page
 * tells it when the viewer or their place in the delivery queue changes).
 */
export function useBoardNews(enabled: boolean, onOpen: (orderID: string) => void) {
  const notifier = useOrderNotifications(enabled, onOpen);
  const audience = useRef<NoticeAudience | null>(null);
  return useMemo(
    () => ({
      onNews(change: BoardChange, previous: Order | undefined) {
        if (change.kind === 'removed') notifier.forget(change.orderID);
        else if (audience.current) notifier.notify(orderNotice(change, audience.current, previous));
      },
      setAudience(next: NoticeAudience | null) {
        audience.current = next;
      },
    }),
    [notifier],
  );
}
