/**
 * A banned account sees only the ban notice, whatever the route (docs/product/session.md#bans): a user with
 * `ban.active`, or a session the server refused with its ban message (403, docs/api/errors.md#ban-refusal).
 */

import { BannedNotice } from '@features/session';
import { useSession } from '@lib/session';
import type { ReactNode } from 'react';
import { useLogoutAction } from './useHomeNavigation';

export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const logout = useLogoutAction();
  if (session.status === 'banned')
    return (
      <BannedNotice
        message={session.banMessage}
        onLogout={() => void logout.run()}
        loggingOut={logout.pending}
      />
    );
  const ban = session.user?.ban;
  if (ban?.active)
    return <BannedNotice ban={ban} onLogout={() => void logout.run()} loggingOut={logout.pending} />;
  return children;
}
