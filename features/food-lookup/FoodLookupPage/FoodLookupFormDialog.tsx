import type { Action } from '@lib/action';
import type { FoodLookupItem } from '@lib/schemas/catalogue';
import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormDialog } from '@ui/Dialog';
import {
  changedFields,
  DESCRIPTION_MAX_LENGTH,
  EMPTY_FORM,
  FOOD_MAX_LENGTH,
  type FoodLookupFormValues,
  foodLookupRules,
  formValuesOf,
} from '../model';

export interface FoodLookupFormDialogProps {
  opened: boolean;
  /** The item to edit; null adds a new one. */
  item: FoodLookupItem | null;
  onClose: () => void;
  /** Saves (`useSaveFoodLookup`); its failure shows in the dialog and what the user typed stays. */
  save: Action<[FoodLookupItem | null, FoodLookupFormValues]>;
}

/**
 * Add or edit one food lookup item, rendered afresh for each opening (docs/patterns.md#dialogs). It cannot be
 * closed while the save runs, and closing it with changes asks before they are discarded.
 */
export function FoodLookupFormDialog({ opened, item, onClose, save }: FoodLookupFormDialogProps) {
  const form = useForm<FoodLookupFormValues>({
    initialValues: item ? formValuesOf(item) : EMPTY_FORM,
    validate: foodLookupRules,
    validateInputOnBlur: true,
  });
  const unchanged = item !== null && Object.keys(changedFields(item, form.values)).length === 0;

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      dirty={form.isDirty()}
      title={item ? `Edit ${item.food}` : 'Add a food lookup item'}
      onSubmit={form.onSubmit((values) => void save.run(item, values))}
      action={save}
      failureTitle={item ? 'The changes were not saved' : 'The item was not added'}
      submitLabel={item ? 'Save changes' : 'Add item'}
      submitDisabled={unchanged}
    >
      <TextInput
        label="Food"
        withAsterisk
        data-autofocus
        autoComplete="off"
        description={`${form.values.food.trim().length} / ${FOOD_MAX_LENGTH} characters`}
        {...form.getInputProps('food')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxRows={10}
        description={`${form.values.description.trim().length} / ${DESCRIPTION_MAX_LENGTH} characters`}
        {...form.getInputProps('description')}
      />
      <Checkbox
        label="Preparable"
        description="Chefs may prepare this item."
        {...form.getInputProps('preparable', { type: 'checkbox' })}
      />
      <Checkbox
        label="Chef's discretion"
        description="Whether to prepare it is up to the chef."
        {...form.getInputProps('chefDiscretion', { type: 'checkbox' })}
      />
      <Checkbox
        label="Log this change to the Discord server"
        {...form.getInputProps('log', { type: 'checkbox' })}
      />
    </FormDialog>
  );
}
