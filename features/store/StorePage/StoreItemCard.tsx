import { pathTo } from '@lib/access';
import { formatDate, formatMoney } from '@lib/format';
import type { StoreItem } from '@lib/schemas/store';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { AppLink } from '@ui/AppLink';
import { GridCard } from '@ui/CardList';
import { type ItemPrice, newPerks } from '../model';

/** Where an anonymous visitor signs in, coming back to the store. */
export const SIGN_IN_TO_BUY = `${pathTo('/login')}?redirect=${encodeURIComponent(pathTo('/store'))}`;

export interface StoreItemCardProps {
  item: StoreItem;
  price: ItemPrice;
  /** Signed in: whether the user holds the item's perks. `null` for an anonymous visitor (no Buy). */
  owned: boolean | null;
  /** The user's balance is known and below the price. */
  tooExpensive: boolean;
  onBuy: (item: StoreItem) => void;
  onGift: (item: StoreItem) => void;
}

/** One item: name, description, perks, price (with a running special offer), and what the visitor may do. */
export function StoreItemCard({ item, price, owned, tooExpensive, onBuy, onGift }: StoreItemCardProps) {
  const titleId = `store-item-${item.id}`;
  const reasonId = `store-item-${item.id}-reason`;
  // Only the perks the name does not already say (a "Priority Orders" card needs no "Priority orders" chip).
  const perks = newPerks(item);
  // Why Buy or Gift cannot be pressed, said once beside them (docs/product/store-and-rewards.md#store).
  const reason = !tooExpensive ? null : owned ? 'Not enough VD to give it as a gift' : 'Not enough VD yet';
  return (
    <GridCard
      headingId={titleId}
      title={item.name}
      tag={owned && 'Owned'}
      footerLayout="spread"
      footer={
        <>
          <Stack gap={0}>
            <Text fw={700} size="lg">
              {formatMoney(price.price)}
            </Text>
            {price.regular !== null && (
              <Text size="sm" c="dimmed">
                <s>{formatMoney(price.regular)}</s>
                {price.offerEndsAt !== null && ` · offer ends ${formatDate(price.offerEndsAt) ?? 'soon'}`}
              </Text>
            )}
            {owned !== null && reason && (
              <Text size="sm" c="dimmed" id={reasonId}>
                {reason}
              </Text>
            )}
          </Stack>
          {owned === null ? (
            <Button component={AppLink} to={SIGN_IN_TO_BUY} variant="default">
              Log in to buy
            </Button>
          ) : (
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() => onGift(item)}
                disabled={tooExpensive}
                aria-label={`Give ${item.name} as a gift`}
                aria-describedby={tooExpensive ? reasonId : undefined}
              >
                Gift
              </Button>
              <Button
                onClick={() => onBuy(item)}
                disabled={owned || tooExpensive}
                aria-label={owned ? `${item.name}: owned` : `Buy ${item.name}`}
                aria-describedby={!owned && tooExpensive ? reasonId : undefined}
              >
                {owned ? 'Owned' : 'Buy'}
              </Button>
            </Group>
          )}
        </>
      }
    >
      {item.description && (
        <Text size="sm" c="dimmed">
          {item.description}
        </Text>
      )}
      {item.perks.length === 0 ? (
        <Text size="sm">A role in the community server. It can be bought again.</Text>
      ) : (
        perks.length > 0 && (
          <Group gap={6} role="list" aria-label={`Perks of ${item.name}`}>
            {perks.map((perk) => (
              <Badge key={perk} variant="outline" role="listitem">
                {perk}
              </Badge>
            ))}
          </Group>
        )
      )}
    </GridCard>
  );
}
