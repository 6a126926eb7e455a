import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../api/errors';
import { useSession } from '../session/session';

/** Who is signed in, and the ways out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { me, signOut, signOutEverywhere } = useSession();
  if (!me) return null;
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('shell.signOutFailed'),
      message: describeError(error),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" aria-label={t('shell.accountMenu')}>
          {me.staff ? me.staff.email : t('shell.operator')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {me.staff && (
          <Menu.Item component={Link} to="/settings/account">
            {t('shell.account')}
          </Menu.Item>
        )}
        <Menu.Item onClick={() => signOut().catch(failed)}>{t('shell.signOut')}</Menu.Item>
        {me.staff && (
          <Menu.Item color="red" onClick={() => signOutEverywhere().catch(failed)}>
            {t('shell.signOutEverywhere')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
