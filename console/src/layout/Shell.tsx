import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, Outlet } from 'react-router';
import { useSession, type ConsoleMe } from '../session/session';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { AccountMenu } from './AccountMenu';
import { useFocusHeadingOnNavigate } from './focus-on-navigate';
import classes from './shell.module.css';

interface Section {
  to: string;
  /** Its name's key in the catalogue. */
  label: string;
  /** Whether this member may see it; the server refuses the calls anyway. */
  visible: (me: ConsoleMe) => boolean;
}

const isStaff = (me: ConsoleMe) => me.kind === 'staff';
const roleAtLeast = (role: 'admin' | 'owner') => (me: ConsoleMe) =>
  me.staff !== null &&
  (me.staff.role === 'owner' || (role === 'admin' && me.staff.role === 'admin'));

const SECTIONS: Section[] = [
  { to: '/tournaments', label: 'shell.tournaments', visible: isStaff },
  { to: '/ratings', label: 'shell.ratings', visible: isStaff },
  { to: '/circuits', label: 'shell.circuits', visible: isStaff },
  { to: '/settings/keys', label: 'shell.apiKeys', visible: roleAtLeast('admin') },
  { to: '/settings/webhooks', label: 'shell.webhooks', visible: roleAtLeast('admin') },
  { to: '/settings/embedding', label: 'shell.embedding', visible: roleAtLeast('admin') },
  { to: '/settings/staff', label: 'shell.staff', visible: roleAtLeast('owner') },
  { to: '/settings/account', label: 'shell.account', visible: isStaff },
  { to: '/operator', label: 'shell.operator', visible: (me) => me.kind === 'operator' },
];

/** The signed-in frame: the sections this member may use, and the page. */
export function Shell() {
  const { t } = useTranslation();
  const { me } = useSession();
  const [opened, { toggle }] = useDisclosure();
  const sections = me ? SECTIONS.filter((s) => s.visible(me)) : [];
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(main);
  return (
    <>
      <a href="#main" className={classes.skipLink} onClick={(e) => skipToContent(e, main.current)}>
        {t('shell.skipToContent')}
      </a>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between">
            <Group>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('shell.menu')}
              />
              <Text fw={700}>{t('shell.productName')}</Text>
              {me?.staff && <Text c="dimmed">{me.staff.tenantName}</Text>}
            </Group>
            <Group gap="xs">
              <LanguageSwitch />
              <AccountMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label={t('shell.sections')}>
          {sections.map((s) => (
            <NavLink key={s.to} component={RouterLink} to={s.to} label={t(s.label)} />
          ))}
        </AppShell.Navbar>
        <AppShell.Main id="main" ref={main} tabIndex={-1} className={classes.main}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </>
  );
}

/** Focuses the page's heading (or the page) without changing the address, which the router owns. */
function skipToContent(event: React.MouseEvent, main: HTMLElement | null) {
  event.preventDefault();
  const heading = main?.querySelector<HTMLElement>('h1');
  if (heading) heading.tabIndex = -1;
  (heading ?? main)?.focus();
}
