/**
 * `/staff/delivery-messages` (MANAGE_ORDERS or DELIVERY_MESSAGE_BETA): the premade message directory. What it does:
 * docs/product/delivery-messages.md#directory.
 */

import { accessOf } from '@lib/access';
import type { DeliveryMessageContext } from '@lib/delivery-message';
import { plural } from '@lib/format';
import type { DeliveryMessage } from '@lib/schemas/catalogue';
import { useCurrentUser } from '@lib/session';
import { useSearchInput } from '@lib/use-search-input';
import { Anchor, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconMessagePlus, IconMessages } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { CoverLink } from '@ui/CardList';
import { DataState, dataStateOf } from '@ui/DataState';
import { EmptyState, NoMatches } from '@ui/EmptyState';
import { CreateLink, Page } from '@ui/PageHeader';
import { SearchInput } from '@ui/SearchInput';
import { useMemo } from 'react';
import { CreatorLine } from '../components/CreatorLine/CreatorLine';
import { DIRECTORY_CLOSED_TITLE } from '../components/MessagePage/MessagePage';
import { StopUsingButton } from '../components/UseMessageButton/UseMessageButton';
import { useDeliveryMessages } from '../hooks';
import {
  CREATE_PATH,
  DIRECTORY_PATH,
  type DirectorySearch,
  isInUse,
  MY_MESSAGE_PATH,
  messagePath,
  myMessageText,
  previewContext,
  previewExcerpt,
} from '../model';
import classes from './DeliveryMessagesPage.module.css';

/** The pause in typing after which the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 350;
const EXCERPT_LENGTH = 280;

export interface DeliveryMessagesPageProps {
  search: DirectorySearch;
  onSearchChange: (search: DirectorySearch) => void;
}

export function DeliveryMessagesPage({ search, onSearchChange }: DeliveryMessagesPageProps) {
  const user = useCurrentUser();
  const query = search.query ?? '';
  const searchBox = useSearchInput(
    query,
    (next) => onSearchChange(next ? { query: next } : {}),
    SEARCH_DEBOUNCE_MS,
  );
  const list = useDeliveryMessages(query);
  const messages = list.data?.deliveryMessages;
  const searching = query.trim() !== '';
  // Refused by the server (the guard lets MANAGE_ORDERS in without the beta perk): only the refusal shows.
  const refused = dataStateOf(list) === 'refused';
  const ctx = useMemo(() => previewContext(user), [user]);
  const createButton = (
    <CreateLink to={CREATE_PATH} icon={<IconMessagePlus size={16} aria-hidden />}>
      Create message
    </CreateLink>
  );

  return (
    <Page
      size="xl"
      title="Premade Message Directory"
      description="Delivery messages written by the team. Pick one as your own, or share a new one."
      actions={accessOf(DIRECTORY_PATH, user) === 'open' ? createButton : undefined}
    >
      {!refused && <MyMessagePanel messages={messages} />}

      {!refused && (
        <SearchInput
          label="Search messages"
          placeholder="Title or words in the message"
          box={searchBox}
          busy={list.isValidating && searching}
          maw={520}
        />
      )}

      <DataState
        source={list}
        loadingLabel="Loading delivery messages"
        skeleton="cards"
        errorMessage={(reason) => `The delivery messages could not be loaded: ${reason}`}
        // The guard lets MANAGE_ORDERS in without the beta perk; the server may still say no.
        refusedTitle={DIRECTORY_CLOSED_TITLE}
        isEmpty={(data) => data.deliveryMessages.length === 0}
        empty={
          searching ? (
            <NoMatches
              title="No messages match your search"
              description={`Nothing in the directory matches “${query.trim()}”.`}
              showAllLabel="Show all messages"
              onShowAll={searchBox.clear}
            />
          ) : (
            <EmptyState
              icon={<IconMessages size={28} />}
              title="No premade messages yet"
              description="Write the first one: customers see it when you deliver their order."
              action={createButton}
            />
          )
        }
      >
        {({ deliveryMessages }) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {plural(deliveryMessages.length, 'message')}
              {searching && ` matching “${query.trim()}”`}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {deliveryMessages.map((message) => (
                <MessageCard key={message.id} message={message} inUse={isInUse(user, message)} ctx={ctx} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </DataState>
    </Page>
  );
}

function MessageCard({
  message,
  inUse,
  ctx,
}: {
  message: DeliveryMessage;
  inUse: boolean;
  ctx: DeliveryMessageContext;
}) {
  return (
    <Card withBorder padding="md" className={classes.card} component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={2} size="h4" lineClamp={2}>
          <CoverLink to={messagePath(message)}>{message.title}</CoverLink>
        </Title>
        {inUse && (
          <Badge color="green" leftSection={<IconCheck size={12} aria-hidden />} style={{ flexShrink: 0 }}>
            In use
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dark.0" lineClamp={4} className={classes.excerpt}>
        {previewExcerpt(message.message, ctx, EXCERPT_LENGTH)}
      </Text>
      <CreatorLine message={message} />
    </Card>
  );
}

/** Which delivery message the user has now: a premade one, their own text, or the default. */
function MyMessagePanel({ messages }: { messages: DeliveryMessage[] | undefined }) {
  const user = useCurrentUser();
  const mine = myMessageText(user);
  const premade = mine === null ? undefined : messages?.find((m) => m.message === mine);
  return (
    <Paper withBorder p="md" className={classes.mine} component="section" aria-label="Your delivery message">
      <Text size="sm">
        Your delivery message:{' '}
        {mine === null ? (
          <Text span fw={600}>
            the default message
          </Text>
        ) : premade ? (
          <Anchor component={AppLink} to={messagePath(premade)} fw={600}>
            {premade.title}
          </Anchor>
        ) : (
          <Text span fw={600}>
            your own text
          </Text>
        )}
      </Text>
      <Group gap="xs">
        {mine !== null && <StopUsingButton size="xs" />}
        <Button component={AppLink} to={MY_MESSAGE_PATH} variant="default" size="xs">
          Edit my message
        </Button>
      </Group>
    </Paper>
  );
}
