import { Container, type MantineSize, type MantineSpacing, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './PageHeader';

export interface PageProps extends PageHeaderProps {
  /** The column's widest: `lg` for most pages, `xl` for lists, tables and boards, narrower for one small panel. */
  size?: MantineSize;
  /** Space above and below the column. */
  py?: MantineSpacing;
  /** Space between the header and the page's parts. */
  gap?: MantineSpacing | 0;
  /** The page's parts, one under the other. */
  children: ReactNode;
  /** What the page opens over itself (dialogs, a drawer): after the column, never spaced in it. */
  overlays?: ReactNode;
}

/**
 * A whole page: the centred column with its `PageHeader` on top and the page's parts under it, spaced by `gap`.
 * Every page starts this way (docs/adding-a-page.md).
 */
export function Page({ size = 'lg', py = 'lg', gap = 'lg', children, overlays, ...header }: PageProps) {
  return (
    <Container size={size} py={py}>
      <Stack gap={gap}>
        <PageHeader {...header} />
        {children}
      </Stack>
      {overlays}
    </Container>
  );
}
