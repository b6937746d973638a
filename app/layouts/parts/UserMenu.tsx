/** The avatar menu of the access map (lib/access) or, for anonymous visitors, its Login button. */

import { avatarMenuItems, loginItem } from '@lib/access';
import { userDisplayName } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { Button, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { Avatar } from '@ui/Avatar';
import { useLogoutAction } from '../../useHomeNavigation';

export function UserMenu() {
  const user = useCurrentUser();
  const logout = useLogoutAction();

  if (!user) {
    const login = loginItem();
    return (
      <Button component={AppLink} to={login.to} size="sm">
        {login.label}
      </Button>
    );
  }

  const name = userDisplayName(user);
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`} style={{ borderRadius: '50%' }}>
          <Avatar userId={user.id} avatar={user.avatar} name={name} size={36} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        {avatarMenuItems(user).map((item) => (
          <Menu.Item key={item.label} component={AppLink} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red.4"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logout.run()}
          disabled={logout.pending}
          closeMenuOnClick={false}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
