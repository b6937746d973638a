/**
 * The Order Manager's desktop notifications (docs/product/orders.md#the-installed-app): while the preference is on
 * and the browser allows it, news for this viewer (a new order, an order ready for a courier in the queue) becomes a
 * notification when the board's tab is hidden. Clicking one brings the board back with that ticket focused.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderNotice } from '../model';

/** The browser's answer for notifications, or `unsupported` where it has none (the switch is not offered). */
export type NotificationAccess = NotificationPermission | 'unsupported';

export function notificationAccess(): NotificationAccess {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** What the service worker posts to the page when a notification it showed is clicked (public/sw.js). */
export const FOCUS_ORDER_MESSAGE = 'vd:focus-order';

/** The icon of every notification: the installed app's (public/icons). */
const NOTICE_ICON = '/icons/icon-192.png';

/**
 * The permission as it is now: asked again whenever it may have changed (the site settings, another tab's answer),
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
    const answer = await Notification.requestPermission();
    setAccess(answer);
    return answer;
  }, []);
  return { access, request };
}

/**
 * Shows `notice`, tagged with its order so that one order is one notification. A page notification where the
 * browser has them; where it has only service-worker ones (Chrome on Android), through the service worker, whose
 * click handler sends {@link FOCUS_ORDER_MESSAGE} back. `onClick` gets the order's id.
 */
export async function showOrderNotification(
  notice: OrderNotice,
  onClick: (orderID: string) => void,
): Promise<void> {
  const options: NotificationOptions = {
    body: notice.body,
    tag: `vd-order-${notice.orderID}`,
    icon: NOTICE_ICON,
    data: { orderID: notice.orderID },
  };
  try {
    const notification = new Notification(notice.title, options);
    notification.addEventListener('click', () => {
      window.focus();
      notification.close();
      onClick(notice.orderID);
    });
  } catch {
    // "Illegal constructor": this browser shows notifications through a service worker only.
    const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
    await registration?.showNotification(notice.title, options).catch(() => undefined);
  }
}

/**
 * The notifier of the board: `notify(notice)` shows a notice when `enabled`, the permission is granted and the page is
 * hidden, at most once per notice key. `onOpen` gets the order of a clicked notification, from either kind.
 */
export function useOrderNotifications(enabled: boolean, onOpen: (orderID: string) => void) {
  const shown = useRef(new Set<string>());
  const latest = useRef({ enabled, onOpen });
  latest.current = { enabled, onOpen };

  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; orderID?: unknown } | null;
      if (data?.type === FOCUS_ORDER_MESSAGE && typeof data.orderID === 'string')
        latest.current.onOpen(data.orderID);
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, []);

  return useCallback((notice: OrderNotice | null) => {
    if (!notice || !latest.current.enabled || notificationAccess() !== 'granted') return;
    if (document.visibilityState === 'visible' || shown.current.has(notice.key)) return;
    shown.current.add(notice.key);
    void showOrderNotification(notice, (orderID) => latest.current.onOpen(orderID));
  }, []);
}
