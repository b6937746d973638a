/**
 * `/staff/food-lookup` (VIEW_FOOD_LOOKUP): what the kitchen may prepare; managers edit it. The model feature. What it
 * does: docs/product/food-lookup.md#page.
 */

import { useDialogState } from '@lib/dialog-state';
import { plural } from '@lib/format';
import { hasAllPermissions } from '@lib/permissions';
import { FOOD_LOOKUP_LIMIT, type FoodLookupItem } from '@lib/schemas/catalogue';
import { useCurrentUser } from '@lib/session';
import { useSearchInput } from '@lib/use-search-input';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus, IconToolsKitchen2 } from '@tabler/icons-react';
import { DataState } from '@ui/DataState';
import { EmptyState, NoMatches } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { type SearchBox, SearchInput } from '@ui/SearchInput';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useDeleteFoodLookup, useFoodLookupList, useSaveFoodLookup } from '../hooks';
import { type FoodLookupSearch, filterFoodLookup } from '../model';
import { DeleteFoodLookupDialog } from './DeleteFoodLookupDialog';
import { FoodLookupFormDialog } from './FoodLookupFormDialog';
import { FoodLookupList } from './FoodLookupList';

/** How long the URL waits after the last keystroke (the list itself filters at once). */
export const SEARCH_URL_DELAY_MS = 300;

export interface FoodLookupPageProps {
  /** The validated URL search. */
  search: FoodLookupSearch;
  /** Replaces the URL search (`{}` clears it). */
  onSearchChange: (search: FoodLookupSearch) => void;
}

export function FoodLookupPage({ search, onSearchChange }: FoodLookupPageProps) {
  const user = useCurrentUser();
  const canManage = hasAllPermissions(user, ['MANAGE_FOOD_LOOKUP']);
  const list = useFoodLookupList();

  const searchBox = useSearchInput(
    search.q ?? '',
    (q) => onSearchChange(q ? { q } : {}),
    SEARCH_URL_DELAY_MS,
  );
  const items = list.data?.lookup;

  // The form (null: a new item) and the deletion, each for one item (docs/patterns.md#dialogs).
  const form = useDialogState<FoodLookupItem | null>();
  const deletion = useDialogState<FoodLookupItem>();
  const save = useSaveFoodLookup(form.close);
  const remove = useDeleteFoodLookup(deletion.close);
  const { open: openForm } = form;
  const { open: openDeletion } = deletion;
  const openAdd = useCallback(() => openForm(null, save), [openForm, save]);
  const openEdit = useCallback((item: FoodLookupItem) => openForm(item, save), [openForm, save]);
  const openDelete = useCallback(
    (item: FoodLookupItem) => openDeletion(item, remove),
    [openDeletion, remove],
  );

  const addButton = canManage && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
      Add item
    </Button>
  );

  return (
    <Page
      size="xl"
      title="Food Lookup"
      description="What the kitchen may prepare, and what is left to the chef's discretion."
      actions={items && items.length > 0 && addButton}
      overlays={
        canManage && (
          <>
            <FoodLookupFormDialog
              key={`form-${form.key}`}
              opened={form.opened}
              item={form.item}
              onClose={form.close}
              save={save}
            />
            <DeleteFoodLookupDialog
              key={`delete-${deletion.key}`}
              opened={deletion.opened}
              item={deletion.item}
              onClose={deletion.close}
              remove={remove}
            />
          </>
        )
      }
    >
      <DataState
        source={list}
        loadingLabel="Loading the food lookup"
        errorMessage="The food lookup could not be loaded."
        refusedTitle="The food lookup is not open to you"
        isEmpty={(data) => data.lookup.length === 0}
        empty={
          <EmptyState
            icon={<IconToolsKitchen2 size={28} />}
            title="The food lookup is empty"
            description={
              canManage
                ? 'Add the first item so the kitchen knows what it may prepare.'
                : 'Nothing has been added yet. Ask a kitchen manager to fill it in.'
            }
            action={addButton}
          />
        }
      >
        {({ lookup }) => (
          <FoodLookupResults
            lookup={lookup}
            searchBox={searchBox}
            onEdit={canManage ? openEdit : undefined}
            onDelete={canManage ? openDelete : undefined}
          />
        )}
      </DataState>
    </Page>
  );
}

interface FoodLookupResultsProps {
  lookup: FoodLookupItem[];
  searchBox: SearchBox;
  /** Managers only. */
  onEdit?: (item: FoodLookupItem) => void;
  onDelete?: (item: FoodLookupItem) => void;
}

/** The search box, how many items match, and those items (or why none do). */
function FoodLookupResults({ lookup, searchBox, onEdit, onDelete }: FoodLookupResultsProps) {
  const query = useDeferredValue(searchBox.value);
  const results = useMemo(() => filterFoodLookup(lookup, query), [lookup, query]);
  // Single letters match nearly everything: highlighting them would only be noise.
  const highlight = useMemo(
    () =>
      query
        .trim()
        .split(/\s+/)
        .filter((word) => word.length > 1),
    [query],
  );

  return (
    <Stack gap="sm">
      <SearchInput
        label="Search the food lookup"
        placeholder="Food or description, e.g. pizza"
        box={searchBox}
        maw={520}
      />
      <Text size="sm" c="dimmed" role="status">
        {query.trim()
          ? `${results.length} of ${plural(lookup.length, 'item')} match`
          : plural(lookup.length, 'item')}
        {lookup.length >= FOOD_LOOKUP_LIMIT && ` (the server sends at most ${FOOD_LOOKUP_LIMIT})`}
      </Text>
      {results.length === 0 ? (
        <NoMatches
          title="No items match your search"
          description={`Nothing in the food lookup mentions “${query.trim()}”. Check the spelling or try fewer words.`}
          showAllLabel="Show all items"
          onShowAll={searchBox.clear}
        />
      ) : (
        <FoodLookupList items={results} highlight={highlight} onEdit={onEdit} onDelete={onDelete} />
      )}
    </Stack>
  );
}
