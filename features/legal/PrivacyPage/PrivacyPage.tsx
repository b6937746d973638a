/**
 * `/privacy` (public): the privacy policy. What it does: docs/product/legal-and-links.md#legal-pages.
 */
import { pathTo } from '@lib/access';
import { ContactAddress, LegalDocument, type LegalSection, PageLink } from '../components/LegalDocument';
import { SITE_NAME } from '../model';

export interface PrivacyPageProps {
  /** Where visitors write about their data (lib/config `contactEmail`). */
  contactEmail: string;
}

/** The sections up to the reader's rights: the same on every site. */
const OPENING_SECTIONS: LegalSection[] = [
  {
    title: 'Who we are',
    content: (
      <p>
        {SITE_NAME} is a role-play bot for chat communities: customers order virtual food and drinks, and
        volunteer staff prepare and deliver them inside the chat. Nothing is ever cooked or delivered for
        real. This website is where you log in, follow your orders, use the store and, as staff, do your work.
        The community team that runs the bot is responsible for the data described here.
      </p>
    ),
  },
  {
    title: 'What we store',
    content: (
      <>
        <p>We keep only what the bot and the website need to work:</p>
        <ul>
          <li>
            <strong>Your chat-platform account:</strong> your user id, username, display name and avatar, as
            the chat platform gives them to us when you log in or use the bot. We never see your password.
          </li>
          <li>
            <strong>Your orders:</strong> what you ordered, for which server and channel, when, which staff
            members prepared and delivered it, the pictures they attached, and any feedback or report you sent
            about it.
          </li>
          <li>
            <strong>Ban records:</strong> if you are banned, the reason, who banned you, when, and when the
            ban ends, together with any appeal you write and its outcome.
          </li>
          <li>
            <strong>Your account on the site:</strong> your VD currency balance, the perks you bought or were
            given, when your next hourly reward is due, the profile details you choose to fill in (such as a
            biography, pronouns, favourite food or time zone) and your profile settings.
          </li>
          <li>
            <strong>Staff records</strong> (staff only): your ranks and team, recruitment applications, leave
            requests, warnings and order statistics.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'Why we use it',
    content: (
      <ul>
        <li>to take, prepare and deliver your orders and tell you how they are going;</li>
        <li>to show your profile, the team page and the leaderboard;</li>
        <li>to run the store, your balance, your perks and your subscription;</li>
        <li>to keep the community safe: bans, reports and appeals;</li>
        <li>to organise the staff: ranks, recruitment, leave and statistics.</li>
      </ul>
    ),
  },
  {
    title: 'Cookies and local storage',
    content: (
      <>
        <p>The site itself sets one cookie and keeps a few preferences in your browser:</p>
        <ul>
          <li>
            <strong>VD_SESSION</strong>, the session cookie: it keeps you logged in for up to 31 days, or
            until you log out. Without it you cannot log in.
          </li>
          <li>
            <strong>Local preferences:</strong> choices such as the festive effects and notices you dismissed
            are stored in your browser only and are never sent to us. Clearing your browser data removes them.
          </li>
        </ul>
        <p>
          We use no tracking or analytics cookies of our own. The ad provider may set its own (see below).
        </p>
      </>
    ),
  },
  {
    title: 'Ads',
    content: (
      <p>
        The site shows ads from an advertising partner, which pays for the bot&rsquo;s servers. The
        partner&rsquo;s script may set its own cookies and collect information about your device and browser,
        under its own privacy policy. We do not give it your orders or your profile. Ads are never shown on
        the login page or the staff pages. An ad blocker may stop parts of the site from working properly; the
        site will tell you if it notices one.
      </p>
    ),
  },
  {
    title: 'Payments',
    content: (
      <p>
        Paid subscriptions are handled by our card payment provider. You enter your card details on the
        provider&rsquo;s own pages: we never see or store your card number. We keep what we need to give you
        your benefits: which plan you chose, its status, its start and end dates and the amount. Items in the
        store are bought with VD currency, which has no money value.
      </p>
    ),
  },
  {
    title: 'Who can see your data',
    content: (
      <ul>
        <li>
          Anyone can see your public profile: your name, avatar, ranks and the details you chose to show. You
          can hide your profile in its settings.
        </li>
        <li>Staff see the orders they handle, including the name of the customer.</li>
        <li>Managers see ban records, reports, appeals and applications, as their work needs.</li>
        <li>We do not sell your data or share it with anyone else, except when the law requires it.</li>
      </ul>
    ),
  },
  {
    title: 'How long we keep it',
    content: (
      <p>
        Your account data stays while you use the bot or the site. Orders and their statistics are kept for
        the leaderboard and the staff&rsquo;s history. Ban records are kept while the ban lasts and
        afterwards, so that a new ban can take the earlier ones into account. A session ends when you log out
        or after 31 days.
      </p>
    ),
  },
];

function privacySections(contactEmail: string): LegalSection[] {
  return [
    ...OPENING_SECTIONS,
    {
      title: 'Your choices and rights',
      content: (
        <p>
          You can change your profile at any time and log out on any device. You may ask us for a copy of your
          data, to correct it or to delete it by writing to <ContactAddress email={contactEmail} />. Deleting
          your data ends your use of the bot and the site. We may keep ban records where that is needed to
          protect the community; you can still <PageLink to={pathTo('/appeal')}>appeal a ban</PageLink>.
        </p>
      ),
    },
    {
      title: 'Children',
      content: (
        <p>
          You must be old enough to use the chat platform under its own terms and the law where you live. If
          you believe a child has given us data they should not have, write to us and we will delete it.
        </p>
      ),
    },
    {
      title: 'Changes to this policy',
      content: (
        <p>
          When this policy changes we update it here with a new date. Read it with the{' '}
          <PageLink to={pathTo('/terms')}>Terms of Service</PageLink>.
        </p>
      ),
    },
    {
      title: 'Contact',
      content: (
        <p>
          Questions about your data: <ContactAddress email={contactEmail} />.
        </p>
      ),
    },
  ];
}

export function PrivacyPage({ contactEmail }: PrivacyPageProps) {
  return (
    <LegalDocument
      page="privacy"
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what {SITE_NAME} stores about you when you use the bot and this website, why,
          who can see it, and what you can do about it.
        </p>
      }
      sections={privacySections(contactEmail)}
    />
  );
}
