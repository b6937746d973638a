/** The legal pages, pure logic (docs/product/legal-and-links.md): their date and the contact address. */

/** When the Privacy Policy and the Terms of Service last changed (shown on both pages). */
export const LEGAL_LAST_UPDATED = '25 November 2026';

/** The site's name as the legal pages use it. */
export const SITE_NAME = 'Virtual Diner';

/** One address, no spaces or angle brackets: what a `mailto:` link may carry. */
const EMAIL = /^[^\s@<>"'(),;:\\]+@[^\s@<>"'(),;:\\]+\.[^\s@<>"'(),;:\\]+$/;

/** `mailto:{address}` for a plain e-mail address, or null: anything else is shown as text, not as a link. */
export function mailtoHref(address: string): string | null {
  const trimmed = address.trim();
  return EMAIL.test(trimmed) ? `mailto:${trimmed}` : null;
}

/** `privacy-what-we-store`: a section's anchor from its page and title. */
export function sectionId(page: string, title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${page}-${slug}`;
}
