import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { PrivacyPage } from './PrivacyPage';

const PHONE = {
  viewport: {
    options: {
      phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
    },
  },
} as const;

const meta = preview.meta({
  title: 'Features/Legal/PrivacyPage',
  component: PrivacyPage,
  args: { contactEmail: 'privacy@virtualdiner.app' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`/privacy` (public): the privacy policy, with a table of contents linking to each section and the configured contact address (`VITE_CONTACT_EMAIL`).',
      },
    },
  },
});

export const Desktop = meta.story({
  parameters: { docs: { description: { story: 'The whole policy at 1200 px.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const contents = within(canvas.getByRole('navigation', { name: 'Contents' }));
    const links = contents.getAllByRole('link');
    const sections = canvas.getAllByRole('heading', { level: 2 }).filter((h) => h.textContent !== 'Contents');
    await expect(links).toHaveLength(sections.length);
    // Every entry of the contents leads to its section.
    for (const link of links) {
      const target = canvas.getByRole('region', { name: new RegExp(`^\\d+\\. ${link.textContent}$`) });
      await expect(link).toHaveAttribute('href', `#${target.id}`);
    }
    for (const stored of [
      'chat-platform account',
      'orders',
      'Ban records',
      'VD_SESSION',
      'Local preferences',
    ]) {
      await expect(canvas.getAllByText(new RegExp(stored)).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByRole('region', { name: '6. Payments' })).toHaveTextContent(
      'card payment provider',
    );
    const contact = canvas.getAllByRole('link', { name: 'privacy@virtualdiner.app' });
    await expect(contact[0]).toHaveAttribute('href', 'mailto:privacy@virtualdiner.app');
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    ...PHONE,
    docs: { description: { story: 'A phone (375 px): nothing wider than the screen.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
});

export const ContactNotAnAddress = meta.story({
  args: { contactEmail: 'ask a moderator in the support server' },
  tags: ['no-visual'],
  parameters: {
    docs: {
      description: {
        story: 'A configured contact that is not one plain address is shown as text, not a link.',
      },
    },
  },
  play: async ({ canvas }) => {
    const contact = canvas.getByRole('region', { name: '12. Contact' });
    await expect(contact).toHaveTextContent('ask a moderator in the support server');
    await expect(within(contact).queryByRole('link')).toBeNull();
  },
});
