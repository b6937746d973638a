/**
 * The installed app's badge (docs/product/orders.md#the-installed-app): the number of unclaimed orders on the
 * app's icon, set by the Order Manager, cleared when the session ends. Where the browser has no Badging API (or
 * the site is not installed, where browsers ignore it), nothing happens; a refused call is no error of the page's.
 */
type Badging = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

const badging = (): Badging | null => (typeof navigator === 'undefined' ? null : (navigator as Badging));

/** Shows `count` on the app's icon; 0 clears it. */
export function setAppBadgeCount(count: number): void {
  const api = badging();
  if (count <= 0) {
    clearAppBadge();
    return;
  }
  api?.setAppBadge?.(count).catch(() => {});
}

/** Takes the number off the app's icon. */
export function clearAppBadge(): void {
  badging()
    ?.clearAppBadge?.()
    .catch(() => {});
}
