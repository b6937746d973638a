/**
 * The avatar menu of the access map (lib/access) or, for anonymous visitors, its Login button. The menu's code
 * comes after the page (header-overlays.ts); until then the avatar button alone.
 */

import { loginItem } from '@lib/access';
import { userDisplayName } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { Button, UnstyledButton } from '@mantine/core';
import { AppLink } from '@ui/AppLink';
import { Avatar } from '@ui/Avatar';
import { DeferredOverlay } from './DeferredOverlay';

export function UserMenu() {
  const user = useCurrentUser();

  if (!user) {
    const login = loginItem();
    return (
      <Button component={AppLink} to={login.to} size="sm">
        {login.label}
      </Button>
    );
  }

  const name = userDisplayName(user);
  const trigger = (
    <UnstyledButton aria-label={`Account menu for ${name}`} style={{ borderRadius: '50%' }}>
      <Avatar userId={user.id} avatar={user.avatar} name={name} size={36} />
    </UnstyledButton>
  );
  return (
    <DeferredOverlay trigger={trigger} popup="menu">
      {(overlays) => <overlays.AccountMenu trigger={trigger} user={user} name={name} />}
    </DeferredOverlay>
  );
}
