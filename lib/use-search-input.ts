import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/**
 * A search box whose committed value lives in the URL: the input answers every keystroke from local state,
 * and the URL follows after `delay` ms (so typing never waits on navigation). A URL change from elsewhere
 * (back button, a link) replaces what the box shows.
 */
export function useSearchInput(committed: string, onCommit: (value: string) => void, delay: number) {
  const [value, setValue] = useState(committed);
  const lastCommitted = useRef(committed);

  useEffect(() => {
    if (committed === lastCommitted.current) return;
    lastCommitted.current = committed;
    setValue(committed);
  }, [committed]);

  const commit = useDebouncedCallback((next: string) => {
    // A blank search is no search: the URL drops it, so remember it as '' (not as the spaces typed).
    lastCommitted.current = next.trim() ? next : '';
    onCommit(lastCommitted.current);
  }, delay);

  return {
    value,
    onChange: (next: string) => {
      setValue(next);
      commit(next);
    },
    /** Empties the box and the URL at once. */
    clear: () => {
      setValue('');
      commit('');
      commit.flush();
    },
  };
}
