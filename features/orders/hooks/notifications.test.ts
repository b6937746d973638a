import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationAccess, showOrderNotification } from './notifications';

const notice = {
  orderID: 'Mg4hTq',
  key: 'Mg4hTq:new',
  title: 'New order #Mg4hTq from Ada',
  body: 'Soup',
  renotify: false,
};

/** A page notification as the browser makes one; `illegal` throws like Chrome on Android. */
function stubNotification({ illegal = false } = {}) {
  const made: { title: string; options: NotificationOptions; target: EventTarget; closed: boolean }[] = [];
  class FakeNotification extends EventTarget {
    static permission: NotificationPermission = 'granted';
    constructor(title: string, options: NotificationOptions) {
      super();
      if (illegal) throw new TypeError("Failed to construct 'Notification': Illegal constructor.");
      made.push({ title, options, target: this, closed: false });
    }
    close() {
      const entry = made.find((item) => item.target === this);
      if (entry) entry.closed = true;
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('features/orders board notifications', () => {
  it('reports no notifications where the browser has none', () => {
    vi.stubGlobal('Notification', undefined);
    expect(notificationAccess()).toBe('unsupported');
  });

  it('shows a page notification tagged with its order; a click brings the window forward and names the order', async () => {
    const made = stubNotification();
    const focus = vi.fn();
    vi.stubGlobal('window', { focus });
    const clicked: string[] = [];
    await showOrderNotification(notice, (orderID) => clicked.push(orderID));
    expect(made).toHaveLength(1);
    expect(made[0]?.title).toBe('New order #Mg4hTq from Ada');
    expect(made[0]?.options).toMatchObject({
      body: 'Soup',
      tag: 'vd-order-Mg4hTq',
      data: { orderID: 'Mg4hTq' },
    });
    made[0]?.target.dispatchEvent(new Event('click'));
    expect(focus).toHaveBeenCalled();
    expect(made[0]?.closed).toBe(true);
    expect(clicked).toEqual(['Mg4hTq']);
  });

  it('goes through the service worker where only it may notify, with the order in the data its click handler reads', async () => {
    stubNotification({ illegal: true });
    const showNotification = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => ({ showNotification }) } });
    await showOrderNotification(notice, () => undefined);
    expect(showNotification).toHaveBeenCalledWith(
      'New order #Mg4hTq from Ada',
      expect.objectContaining({ tag: 'vd-order-Mg4hTq', data: { orderID: 'Mg4hTq' } }),
    );
  });

  it('gives up quietly where neither may notify', async () => {
    stubNotification({ illegal: true });
    vi.stubGlobal('navigator', {});
    await expect(showOrderNotification(notice, () => undefined)).resolves.toBeNull();
  });
});
