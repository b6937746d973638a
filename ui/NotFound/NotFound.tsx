import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { AppLink } from '../AppLink';
import { EmptyState } from '../EmptyState';

/** The exact 404 message (docs/product/navigation.md#not-found). */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

export interface NotFoundProps {
  /** Where “Back to home” goes. `/` by default. */
  homePath?: string;
}

/** The page for unknown routes: 404, its message and a way home. */
export function NotFound({ homePath = '/' }: NotFoundProps) {
  return (
    <EmptyState
      headingLevel={1}
      icon={<IconMapQuestion size={28} />}
      title="404"
      description={NOT_FOUND_MESSAGE}
      action={
        <Button component={AppLink} to={homePath}>
          Back to home
        </Button>
      }
    />
  );
}
