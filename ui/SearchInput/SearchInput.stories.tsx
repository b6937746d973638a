import { useState } from 'react';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { SearchInput, type SearchInputProps } from './SearchInput';

/** The box with its own state, as a page gives it (a page keeps it in the URL through `useSearchInput`). */
function Controlled(props: Omit<SearchInputProps, 'box'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <SearchInput {...rest} box={{ value, onChange: setValue, clear: () => setValue('') }} />;
}

const meta = preview.meta({
  title: 'UI/SearchInput',
  component: Controlled,
  args: { label: 'Search users', placeholder: 'Name or user id', maw: 520 },
  parameters: {
    docs: {
      description: {
        component:
          'The search box of the lists (food lookup, users, leave requests, delivery messages): a magnifier in ' +
          'front, a clear button at the end once something is typed, or a small spinner while results load. ' +
          'The label says what is searched; the clear button’s name says what it clears.',
      },
    },
  },
});

export const Empty = meta.story({
  parameters: { docs: { description: { story: 'Nothing typed: no clear button.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
});

export const TypeAndClear = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Typing shows the clear button; clearing empties the box and keeps the focus near.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(box, 'alex');
    await expect(box).toHaveValue('alex');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
});

export const NamedClear = meta.story({
  args: {
    label: 'Person',
    placeholder: 'Name or user ID',
    clearLabel: 'Clear person',
    initial: 'sam',
    w: 260,
  },
  parameters: {
    docs: { description: { story: 'A filled box whose clear button names the filter it clears.' } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear person' }));
    await expect(canvas.getByRole('searchbox', { name: 'Person' })).toHaveValue('');
  },
});

export const Busy = meta.story({
  args: { label: 'Search messages', initial: 'pizza', busy: true },
  parameters: {
    docs: { description: { story: 'Results are loading: a spinner instead of the clear button.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Searching')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
});
