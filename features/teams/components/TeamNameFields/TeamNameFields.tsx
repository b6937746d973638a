import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TEAM_NAME_MAX, type TeamFormValues } from '../../model';

export interface TeamNameFieldsProps {
  form: UseFormReturnType<TeamFormValues>;
  /** Under the chat role: what setting it does (a new team's or an existing one's). */
  roleDescription: string;
}

/** A team's name (with its length) and chat role, as New team and the edit dialog ask them. */
export function TeamNameFields({ form, roleDescription }: TeamNameFieldsProps) {
  return (
    <>
      <TextInput
        label="Name"
        withAsterisk
        data-autofocus
        autoComplete="off"
        description={`${form.values.name.trim().length} / ${TEAM_NAME_MAX} characters`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('name')}
      />
      <TextInput
        label="Chat role ID"
        autoComplete="off"
        description={roleDescription}
        {...form.getInputProps('roleID')}
      />
    </>
  );
}
