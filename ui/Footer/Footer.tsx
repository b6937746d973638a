import { Anchor, Group, Text } from '@mantine/core';
import { AppLink } from '../AppLink';
import classes from './Footer.module.css';

/** Where the footer links go: internal paths (`/privacy`) or external URLs (opened in a new tab). */
export interface FooterLinks {
  /** Privacy policy, e.g. `/privacy`. */
  privacy: string;
  /** Terms of service, e.g. `/terms`. */
  terms: string;
  /** Bot invite (the platform's authorize URL). */
  invite: string;
  /** Support (community) server invite. */
  support: string;
  /** Bot list upvote page. */
  upvote: string;
  /** Blog. */
  blog: string;
  /** Documentation. */
  docs: string;
}

const LINK_LABELS: ReadonlyArray<readonly [keyof FooterLinks, string]> = [
  ['privacy', 'Privacy Policy'],
  ['terms', 'Terms of Service'],
  ['invite', 'Invite the bot'],
  ['support', 'Support server'],
  ['upvote', 'Upvote'],
  ['blog', 'Blog'],
  ['docs', 'Docs'],
];

/** “© {year} Virtual Diner. All rights reserved.” */
export function copyrightLine(year: number): string {
  return `© ${year} Virtual Diner. All rights reserved.`;
}

/** Which site the footer belongs to: the real one, or the demo with made-up data. */
export type SiteEnvironment = 'Production' | 'Demo';

/** “version {version} (Production)”, or “(Demo)” on the demo (docs/product/navigation.md#footer). */
export function versionLine(version: string, environment: SiteEnvironment = 'Production'): string {
  return `version ${version} (${environment})`;
}

export interface FooterProps {
  /** The site's version, e.g. `1.4.2`. */
  version: string;
  /** 'Demo' on a demo build (the line says Production otherwise). */
  environment?: SiteEnvironment;
  /** Destinations of the seven footer links. */
  links: FooterLinks;
  /** Year of the copyright line. The current year by default. */
  year?: number;
}

/** The site footer: copyright, version and links. Stacks on phones. */
export function Footer({
  version,
  environment = 'Production',
  links,
  year = new Date().getFullYear(),
}: FooterProps) {
  return (
    <footer className={classes.root}>
      <div className={classes.meta}>
        <Text size="sm">{copyrightLine(year)}</Text>
        <Text size="xs" c="dimmed">
          {versionLine(version, environment)}
        </Text>
      </div>
      <nav aria-label="Footer">
        <Group component="ul" gap="md" className={classes.links}>
          {LINK_LABELS.map(([key, label]) => (
            <li key={key}>
              <Anchor component={AppLink} to={links[key]} size="sm" c="dimmed">
                {label}
              </Anchor>
            </li>
          ))}
        </Group>
      </nav>
    </footer>
  );
}
