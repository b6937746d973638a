import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { AnnouncementBanner } from './AnnouncementBanner';

const HOSTILE = [
  '**Hostile markdown.** Nothing in this banner may run, load or become a dangerous element.',
  'Code shows literally: `<script>window.__xss=1</script>`',
  '<script>window.__xss=1</script> <img src=x onerror="window.__xss=1"> <svg onload="window.__xss=1"> ' +
    '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe> <details open ontoggle="window.__xss=1"> ' +
    '<style>body{background:red}</style> <base href="https://evil.example/">',
  '[javascript link](javascript:window.__xss=1), [vbscript link](vbscript:window.__xss=1), ' +
    '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==), <javascript:window.__xss=1>, ' +
    '![image](https://example.com/i.png"onerror="window.__xss=1)',
  '[A safe external link](https://example.com/menu) and [an internal one](/store).',
].join('\n\n');

const meta = preview.meta({
  title: 'UI/AnnouncementBanner',
  component: AnnouncementBanner,
  args: {
    announcement: {
      type: 'info',
      content: 'The kitchen is **open**! Check the [store](/store) for this week’s specials.',
    },
  },
  parameters: {
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          'The site-wide announcement at the top of every page, written by staff in markdown. Its type picks the ' +
          'style: info (blue), success (green), warning (yellow), danger or error (red); unknown types look like info. ' +
          'Only simple formatting survives (bold, italics, code, lists, quotes, small headings, safe links); HTML ' +
          'and images are dropped. If the announcement cannot be loaded or is empty: “Announcement could not be fetched”. ' +
          'On the site it has a close button (“Dismiss announcement”); previews in the staff area have none. On ' +
          'phones a long text is clamped to three lines with “Show more”.',
      },
    },
  },
});

export const Info = meta.story({
  parameters: { docs: { description: { story: 'News for everyone, with an internal link.' } } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Announcement' });
    await expect(banner).toHaveAttribute('data-tone', 'info');
    await expect(await canvas.findByRole('link', { name: 'store' })).toHaveAttribute('href', '/store');
  },
});

export const Success = meta.story({
  args: {
    announcement: { type: 'success', content: 'We reached **1,000,000** deliveries. Thank you, staff!' },
  },
  parameters: { docs: { description: { story: 'Good news.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Announcement' })).toHaveAttribute(
      'data-tone',
      'success',
    );
    await expect(await canvas.findByText('1,000,000')).toBeVisible();
  },
});

export const Warning = meta.story({
  args: {
    announcement: {
      type: 'warning',
      content:
        '### Maintenance tonight\n\nOrders pause from *22:00 to 23:00 UTC*. Read the [status page](https://status.example.com).',
    },
  },
  parameters: { docs: { description: { story: 'Planned trouble, with a heading and an external link.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Maintenance tonight', level: 3 })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'status page' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

export const Danger = meta.story({
  args: {
    announcement: {
      type: 'error',
      content: 'Deliveries are **down**. We are on it:\n\n- orders are kept\n- nothing is charged twice',
    },
  },
  parameters: { docs: { description: { story: 'An outage (type “error” shows the danger style).' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Announcement' })).toHaveAttribute('data-tone', 'danger');
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(2);
  },
});

export const Fallback = meta.story({
  args: { announcement: null, failed: true },
  parameters: { docs: { description: { story: 'The announcement could not be loaded.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Announcement could not be fetched')).toBeVisible();
  },
});

export const Pending = meta.story({
  args: { pending: true, announcement: null, onDismiss: undefined },
  parameters: {
    docs: {
      description: {
        story:
          'While the announcement loads (and on a prerendered page before it is hydrated): a placeholder of the collapsed banner’s size, hidden from assistive technology, so nothing on the page moves when the announcement arrives.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-pending]')).not.toBeNull();
    // Nothing to read or press until the announcement is there.
    await expect(canvas.queryByRole('region', { name: 'Announcement' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const EmptyContent = meta.story({
  args: { announcement: { type: 'warning', content: '' } },
  parameters: {
    docs: { description: { story: 'An enabled announcement without text shows the same fallback.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Announcement could not be fetched')).toBeVisible();
  },
});

export const HostileMarkdown = meta.story({
  args: { announcement: { type: 'danger', content: HOSTILE } },
  parameters: {
    docs: {
      description: {
        story: 'Attack payloads: HTML is dropped, unsafe links become plain text.',
      },
    },
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Announcement' });
    await expect(
      banner.querySelectorAll('script, img, iframe, style, base, details, object, embed'),
    ).toHaveLength(0);
    await expect(banner.querySelectorAll('svg:not([aria-hidden="true"])')).toHaveLength(0);
    await expect(await canvas.findByText('<script>window.__xss=1</script>')).toBeVisible();
    for (const name of ['javascript link', 'vbscript link', 'data link']) {
      await expect(canvas.getByText(name, { exact: false })).toBeVisible();
      await expect(canvas.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getAttribute('href')).toMatch(/^(https:\/\/|\/)/);
    }
    await expect(canvas.getByRole('link', { name: 'A safe external link' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  },
});

const LONG = [
  '**Welcome to Virtual Diner!** The kitchen is open around the clock.',
  '- Order with `/order` in your server',
  '- Track your order on the site',
  '- Staff applications are open: see [Recruitment](/recruitment)',
].join('\n');

export const Dismissible = meta.story({
  args: { onDismiss: fn() },
  parameters: {
    docs: {
      description: {
        story:
          'As the site shows it: a close button named “Dismiss announcement”. The site remembers the dismissal for this announcement in the browser.',
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const close = canvas.getByRole('button', { name: 'Dismiss announcement' });
    await userEvent.click(close);
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});

export const LongOnPhone = meta.story({
  args: { announcement: { type: 'info', content: LONG }, onDismiss: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          'A long announcement on a 375 px phone: three lines, then “Show more” opens the rest (“Show less” closes it again), so the banner never takes a third of the screen.',
      },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    const banner = canvas.getByRole('region', { name: 'Announcement' });
    const more = await canvas.findByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getBoundingClientRect().height).toBeLessThan(150);
    await step('open the whole text', async () => {
      await userEvent.click(more);
      const less = canvas.getByRole('button', { name: 'Show less' });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('link', { name: 'Recruitment' })).toBeVisible();
      await expect(banner.getBoundingClientRect().height).toBeGreaterThan(150);
    });
    await step('close it again: the same button, still focused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
      const again = canvas.getByRole('button', { name: 'Show more' });
      await expect(again).toBeVisible();
      await expect(again).toHaveFocus();
    });
  },
});

export const LongOnDesktop = meta.story({
  args: { announcement: { type: 'info', content: LONG }, onDismiss: fn() },
  parameters: {
    docs: {
      description: {
        story:
          'The same text on a wide screen: three lines as well, so the banner is the same height on every screen and a page keeps exactly its space while it loads; “Show more” opens the rest.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const banner = canvas.getByRole('region', { name: 'Announcement' });
    const collapsed = banner.getBoundingClientRect().height;
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await expect(canvas.getByRole('link', { name: 'Recruitment' })).toBeVisible();
    await expect(banner.getBoundingClientRect().height).toBeGreaterThan(collapsed);
  },
});
