/**
 * `/terms` (public): the terms of service. What it does: docs/product/legal-and-links.md#legal-pages.
 */
import { pathTo } from '@lib/access';
import { ContactAddress, LegalDocument, type LegalSection, PageLink } from '../components/LegalDocument';
import { SITE_NAME } from '../model';

export interface TermsPageProps {
  /** Where visitors write about the terms (lib/config `contactEmail`). */
  contactEmail: string;
}

/** Every section but the contact: the same on every site. */
const TERMS_SECTIONS: LegalSection[] = [
  {
    title: 'Agreement',
    content: (
      <p>
        By using the {SITE_NAME} bot or this website you agree to these terms and to the{' '}
        <PageLink to={pathTo('/privacy')}>Privacy Policy</PageLink>. If you do not agree, please do not use
        them. The chat platform&rsquo;s own terms apply too.
      </p>
    ),
  },
  {
    title: 'The service',
    content: (
      <p>
        {SITE_NAME} is a role-play game: you order virtual food and drinks, and volunteer staff prepare and
        deliver them in your chat server with a picture and a message. Nothing is real, nothing is cooked, and
        nothing is ever sent to your door. The service is run by a community team, for free, and may change or
        pause at any time.
      </p>
    ),
  },
  {
    title: 'Your account',
    content: (
      <p>
        You log in with your chat-platform account. You are responsible for what is done with it. Do not use
        several accounts to get around a limit or a ban, and do not share your session with others.
      </p>
    ),
  },
  {
    title: 'Community rules',
    content: (
      <>
        <p>Be kind, to customers and staff alike. In particular, do not:</p>
        <ul>
          <li>
            order anything hateful, sexual, violent or otherwise inappropriate, or use orders to harass
            anyone;
          </li>
          <li>send troll or spam orders, or abuse reports and appeals;</li>
          <li>insult, threaten or pressure staff, who are volunteers;</li>
          <li>exploit bugs, automate the bot or the site, or try to reach data that is not yours.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Orders and staff',
    content: (
      <p>
        Staff may decline or delete an order that breaks these rules, or that they cannot prepare. The
        pictures and messages of a delivery are chosen by the staff member who delivers it. Staff follow the
        team&rsquo;s own guidelines, and may lose their rank if they break them.
      </p>
    ),
  },
  {
    title: 'Virtual currency and the store',
    content: (
      <ul>
        <li>
          VD currency is play money: it has no value outside the game and cannot be exchanged for real money.
        </li>
        <li>
          You earn it by playing, for example with the{' '}
          <PageLink to={pathTo('/hourly')}>hourly reward</PageLink>, once an hour, and spend it in the store
          on perks for yourself or as gifts to other users.
        </li>
        <li>A perk you already have cannot be bought again. Purchases with VD currency are final.</li>
        <li>We may correct balances and perks that came from a bug or from breaking these rules.</li>
      </ul>
    ),
  },
  {
    title: 'Subscriptions and payments',
    content: (
      <p>
        Paid subscriptions are billed through our card payment provider at the price and interval shown before
        you pay. You can cancel at any time from the billing portal; the benefits then last until the end of
        the period you paid for. Refunds follow the law where you live. A ban does not entitle you to a refund
        of a subscription you used.
      </p>
    ),
  },
  {
    title: 'Ads',
    content: (
      <p>
        The site shows ads, which pay for the servers. Please do not block them; the site will ask you to
        allow them if it notices an ad blocker.
      </p>
    ),
  },
  {
    title: 'Bans and appeals',
    content: (
      <p>
        We may warn you, limit what you can do or ban you from the bot and the site if you break these terms.
        A ban may end on a date or last until lifted. You can{' '}
        <PageLink to={pathTo('/appeal')}>appeal a ban</PageLink>; the management team reviews every appeal.
      </p>
    ),
  },
  {
    title: 'Liability',
    content: (
      <p>
        The service is provided as it is, without any guarantee that it is always available or free of errors.
        As far as the law allows, the team is not liable for any loss that comes from using it, including the
        loss of virtual currency, perks or orders.
      </p>
    ),
  },
  {
    title: 'Changes to these terms',
    content: (
      <p>
        We may change these terms. The new version applies from the date shown at the top; using the service
        after that means you accept it.
      </p>
    ),
  },
];

function termsSections(contactEmail: string): LegalSection[] {
  return [
    ...TERMS_SECTIONS,
    {
      title: 'Contact',
      content: (
        <p>
          Questions about these terms: <ContactAddress email={contactEmail} />.
        </p>
      ),
    },
  ];
}

export function TermsPage({ contactEmail }: TermsPageProps) {
  return (
    <LegalDocument
      page="terms"
      title="Terms of Service"
      intro={
        <p>These terms are the rules for using {SITE_NAME}: the bot in your chat servers and this website.</p>
      }
      sections={termsSections(contactEmail)}
    />
  );
}
