/**
 * Asks before leaving a page that holds unsaved text (lib/unsaved.ts, docs/patterns.md#unsaved-text): a link, Back
 * or the address bar within the site opens "Leave without saving?"; closing or reloading the tab gets the browser's
 * own question. Mounted once, at the root. The dialog's code loads the first time it is needed
 * (`UnsavedChangesDialog`), so every page's first visit does not carry Mantine's modal.
 */
import { hasUnsavedChanges } from '@lib/unsaved';
import { useBlocker } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';

const UnsavedChangesDialog = lazy(() => import('./UnsavedChangesDialog'));

export function UnsavedChangesPrompt() {
  const blocker = useBlocker({
    shouldBlockFn: () => hasUnsavedChanges(),
    enableBeforeUnload: hasUnsavedChanges,
    withResolver: true,
  });
  const blocked = blocker.status === 'blocked';
  // Once asked, the dialog stays mounted, so it closes with its transition rather than vanishing.
  const [asked, setAsked] = useState(false);
  if (blocked && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        opened={blocked}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </Suspense>
  );
}
