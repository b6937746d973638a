import { Box, Loader, type MantineSize, VisuallyHidden } from '@mantine/core';
import classes from './PageLoader.module.css';

export interface PageLoaderProps {
  /** What is loading, for screen readers (the spinner itself is silent). “Loading…” by default. */
  label?: string;
  /** Spinner size. `'lg'` by default. */
  size?: MantineSize;
  /** Inline in a line of text instead of centred in a page-sized area. */
  inline?: boolean;
}

/** A loading state: a spinner in a live status region that tells screen readers what is loading. */
export function PageLoader({ label = 'Loading…', size = 'lg', inline = false }: PageLoaderProps) {
  return (
    <Box role="status" className={classes.root} data-inline={inline || undefined}>
      <Loader size={size} aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}
