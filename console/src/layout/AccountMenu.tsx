import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { describeError } from '../api/errors';
import { useSession } from '../session/session';

/** Who is signed in, and the ways out. */
export function AccountMenu() {
  const { me, signOut, signOutEverywhere } = useSession();
  if (!me) return null;
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: 'Could not sign out',
      message: describeError(error),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" aria-label="Account menu">
          {me.staff ? me.staff.email : 'Operator'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {me.staff && (
          <Menu.Item component={Link} to="/settings/account">
            Account
          </Menu.Item>
        )}
        <Menu.Item onClick={() => signOut().catch(failed)}>Sign out</Menu.Item>
        {me.staff && (
          <Menu.Item color="red" onClick={() => signOutEverywhere().catch(failed)}>
            Sign out everywhere
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
