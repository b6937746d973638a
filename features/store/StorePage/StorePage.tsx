/**
 * `/store` (public; buying needs sign-in): the items, buying for oneself or as a gift. What it does:
 * docs/product/store-and-rewards.md#store.
 */

import { pathTo } from '@lib/access';
import { type DialogState, useDialogState } from '@lib/dialog-state';
import { formatMoney } from '@lib/format';
import type { StoreItem } from '@lib/schemas/store';
import type { User } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { CardGrid } from '@ui/CardList';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePurchase, useStoreItems } from '../hooks';
import { balanceOf, isOwned, priceOf, type StoreSearch, THANK_YOU_MESSAGE, THANK_YOU_TITLE } from '../model';
import { StoreItemCard } from './StoreItemCard';

/** The dialogs (Mantine's Modal and its focus trap) load with the first Buy or Gift click, not with the page. */
const GiftDialog = lazy(() => import('./GiftDialog').then((module) => ({ default: module.GiftDialog })));
const PurchaseDialog = lazy(() =>
  import('./PurchaseDialog').then((module) => ({ default: module.PurchaseDialog })),
);

export interface StorePageProps {
  /** The validated URL search. */
  search: StoreSearch;
  /** Replaces the URL search (`{}` leaves a clean address). */
  onSearchChange: (search: StoreSearch) => void;
  /** The clock special offers are judged by (ms); `Date.now` by default. */
  now?: () => number;
}

type Step =
  | { kind: 'none' }
  | { kind: 'gift'; item: StoreItem }
  | { kind: 'confirm'; item: StoreItem; recipient: User | null };
type OpenStep = Exclude<Step, { kind: 'none' }>;

export function StorePage({ search, onSearchChange, now = Date.now }: StorePageProps) {
  const user = useCurrentUser();
  const items = useStoreItems();
  const balance = user ? balanceOf(user) : null;

  // Back from a payment: thank once, and leave the address clean (any other `success` value just goes).
  const [thanks, setThanks] = useState(search.success === true);
  useEffect(() => {
    if (search.success === undefined) return;
    if (search.success) setThanks(true);
    onSearchChange({});
  }, [search.success, onSearchChange]);

  // Which dialog is open; the item stays while a dialog animates out (docs/patterns.md#dialogs).
  const dialog = useDialogState<OpenStep>();
  const { close } = dialog;
  const purchase = usePurchase(close);
  const open = (next: OpenStep) => dialog.open(next, purchase);

  const at = now();

  return (
    <Page
      title="Store"
      description="Perks for your orders, paid with the VD you earn. Buy them for yourself or give them to a friend."
      actions={
        <Button component={AppLink} to={pathTo('/subscribe')} variant="default">
          Subscriptions
        </Button>
      }
      overlays={
        user &&
        dialog.item && (
          <StoreDialogs dialog={dialog} open={open} purchase={purchase} balance={balance} at={at} />
        )
      }
    >
      {thanks && (
        <Alert
          color="green"
          title={THANK_YOU_TITLE}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setThanks(false)}
        >
          {THANK_YOU_MESSAGE}
        </Alert>
      )}

      {user && <Balance balance={balance} />}

      <DataState
        source={items}
        loadingLabel="Loading the store"
        skeleton="cards"
        skeletonCount={6}
        errorMessage="The store could not be loaded."
        refusedTitle="The store is not open to you"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<IconBuildingStore size={28} />}
            title="The store is empty"
            description="There is nothing to buy right now. Come back later."
          />
        }
      >
        {(data) => (
          <CardGrid>
            {data.items.map((item) => {
              const price = priceOf(item, at);
              return (
                <StoreItemCard
                  key={item.id}
                  item={item}
                  price={price}
                  owned={user ? isOwned(item, user.perks) : null}
                  tooExpensive={balance !== null && balance < price.price}
                  onBuy={(chosen) => {
                    purchase.reset();
                    open({ kind: 'confirm', item: chosen, recipient: null });
                  }}
                  onGift={(chosen) => open({ kind: 'gift', item: chosen })}
                />
              );
            })}
          </CardGrid>
        )}
      </DataState>
    </Page>
  );
}

interface StoreDialogsProps {
  dialog: DialogState<OpenStep>;
  open: (next: OpenStep) => void;
  purchase: ReturnType<typeof usePurchase>;
  balance: number | null;
  /** The time prices are judged at. */
  at: number;
}

/** Choosing the friend for a gift, then confirming the purchase: the dialog of the step the page is at. */
function StoreDialogs({ dialog, open, purchase, balance, at }: StoreDialogsProps) {
  const { close } = dialog;
  const last = dialog.item;
  const shownFor = (kind: 'gift' | 'confirm') => dialog.opened && last?.kind === kind;
  return (
    <Suspense fallback={null}>
      <GiftDialog
        key={`gift-${dialog.key}`}
        opened={shownFor('gift')}
        item={last?.item ?? null}
        onClose={close}
        onContinue={(recipient) => {
          if (!last) return;
          open({ kind: 'confirm', item: last.item, recipient });
        }}
      />
      <PurchaseDialog
        opened={shownFor('confirm')}
        item={last?.item ?? null}
        recipient={last?.kind === 'confirm' ? last.recipient : null}
        price={last ? priceOf(last.item, at).price : 0}
        balance={balance}
        onClose={close}
        purchase={purchase}
      />
    </Suspense>
  );
}

function Balance({ balance }: { balance: number | null }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between">
        <Text c="dimmed">Your balance</Text>
        <Text fw={700} size="xl" aria-label="Your balance" role="status">
          {balance === null ? 'Unknown' : formatMoney(balance)}
        </Text>
      </Group>
    </Paper>
  );
}
