/**
 * `/disable-your-adblocker` (public): how to turn an ad blocker off, per browser. What it does:
 * docs/product/navigation.md#disable-your-adblocker.
 */
import { List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Page } from '@ui/PageHeader';
import { PageLoader } from '@ui/PageLoader';
import { useId } from 'react';
import { useAdblockInstructions } from '../hooks';
import classes from './DisableAdblockPage.module.css';

export interface DisableAdblockPageProps {
  /** Where the instruction manifest lives (lib/config `ads.adblockManifestUrl`). */
  manifestUrl: string;
}

export function DisableAdblockPage({ manifestUrl }: DisableAdblockPageProps) {
  const { browsers, source } = useAdblockInstructions(manifestUrl);
  const headingId = useId();
  return (
    <Page
      py="xl"
      title="Disable your ad blocker"
      description="Ads keep Virtual Diner free. Allow them on this site in a few steps, then reload the page."
    >
      {browsers === undefined ? (
        <PageLoader label="Loading the instructions" />
      ) : (
        <>
          {source === 'built-in' && (
            <Text size="sm" c="dimmed">
              The latest instructions could not be loaded, so these are the site’s own.
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {browsers.map((browser, browserIndex) => (
              <Paper
                key={browser.id}
                component="section"
                aria-labelledby={`${headingId}-${browserIndex}`}
                withBorder
                p="md"
                radius="md"
                className={classes.card}
              >
                <Title order={2} size="h4" id={`${headingId}-${browserIndex}`} mb="sm">
                  {browser.name}
                </Title>
                <List type="ordered" spacing="xs">
                  {browser.steps.map((step, index) => (
                    // Steps have no identity beyond their place.
                    // biome-ignore lint/suspicious/noArrayIndexKey: ordered, static list
                    <List.Item key={index}>{step}</List.Item>
                  ))}
                </List>
              </Paper>
            ))}
          </SimpleGrid>
        </>
      )}
    </Page>
  );
}
