/** The avatar menu (spec §2) or, for anonymous visitors, the Login button. */

import { userDisplayName } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { Button, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { Avatar } from '@ui/Avatar';
import { useLogoutAction } from '../../useHomeNavigation';
import { avatarMenuItems } from './navigation';

export function UserMenu() {
  const user = useCurrentUser();
  const logout = useLogoutAction();

  if (!user) {
    return (
      <Button component={AppLink} to="/login" size="sm">
        Login
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
        {avatarMenuItems.map((item) => (
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
