import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { TermsPage } from './TermsPage';

const PHONE = {
  viewport: {
    options: {
      phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
    },
  },
} as const;

const meta = preview.meta({
  title: 'Features/Legal/TermsPage',
  component: TermsPage,
  args: { contactEmail: 'support@virtualdiner.app' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`/terms` (public): the terms of service, with a table of contents linking to each section and the configured contact address (`VITE_CONTACT_EMAIL`).',
      },
    },
  },
});

export const Desktop = meta.story({
  parameters: { docs: { description: { story: 'The whole terms at 1200 px.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const contents = within(canvas.getByRole('navigation', { name: 'Contents' }));
    const links = contents.getAllByRole('link');
    const sections = canvas.getAllByRole('heading', { level: 2 }).filter((h) => h.textContent !== 'Contents');
    await expect(links).toHaveLength(sections.length);
    for (const link of links) {
      const target = canvas.getByRole('region', { name: new RegExp(`^\\d+\\. ${link.textContent}$`) });
      await expect(link).toHaveAttribute('href', `#${target.id}`);
    }
    await expect(canvas.getByRole('region', { name: '6. Virtual currency and the store' })).toHaveTextContent(
      'cannot be exchanged for real money',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('link', { name: 'support@virtualdiner.app' })).toHaveAttribute(
      'href',
      'mailto:support@virtualdiner.app',
    );
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    ...PHONE,
    docs: { description: { story: 'A phone (375 px): nothing wider than the screen.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
});
