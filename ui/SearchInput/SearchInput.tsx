import { CloseButton, Loader, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The box's text and what changes it: what `useSearchInput` (`@lib/use-search-input`) returns. */
export interface SearchBox {
  /** What the box shows. */
  value: string;
  /** Every keystroke, as text. */
  onChange: (value: string) => void;
  /** Empties the search. */
  clear: () => void;
}

export interface SearchInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'leftSection' | 'rightSection'> {
  /** The text and its changes, e.g. `useSearchInput(…)` as it is. */
  box: SearchBox;
  /** Accessible name of the clear button: what it clears. */
  clearLabel?: string;
  /** A search is on its way: a spinner named `busyLabel` instead of the clear button. */
  busy?: boolean;
  busyLabel?: string;
}

/**
 * A search box: a magnifier in front, a clear button at the end once something is typed (or a spinner while
 * the results load). The label says what it searches.
 */
export function SearchInput({
  box: { value, onChange, clear },
  clearLabel = 'Clear search',
  busy = false,
  busyLabel = 'Searching',
  ...props
}: SearchInputProps) {
  return (
    <TextInput
      {...props}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        busy ? (
          <Loader size="xs" role="status" aria-label={busyLabel} />
        ) : value ? (
          <CloseButton aria-label={clearLabel} onClick={clear} />
        ) : undefined
      }
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
