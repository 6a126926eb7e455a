import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink as RouterLink, Outlet } from 'react-router';
import { useSession, type ConsoleMe } from '../session/session';
import { AccountMenu } from './AccountMenu';

interface Section {
  to: string;
  label: string;
  /** Whether this member may see it; the server refuses the calls anyway. */
  visible: (me: ConsoleMe) => boolean;
}

const isStaff = (me: ConsoleMe) => me.kind === 'staff';
const roleAtLeast = (role: 'admin' | 'owner') => (me: ConsoleMe) =>
  me.staff !== null &&
  (me.staff.role === 'owner' || (role === 'admin' && me.staff.role === 'admin'));

const SECTIONS: Section[] = [
  { to: '/tournaments', label: 'Tournaments', visible: isStaff },
  { to: '/settings/keys', label: 'API keys', visible: roleAtLeast('admin') },
  { to: '/settings/webhooks', label: 'Webhooks', visible: roleAtLeast('admin') },
  { to: '/settings/embedding', label: 'Embedding', visible: roleAtLeast('admin') },
  { to: '/settings/staff', label: 'Staff', visible: roleAtLeast('owner') },
  { to: '/settings/account', label: 'Account', visible: isStaff },
  { to: '/operator', label: 'Operator', visible: (me) => me.kind === 'operator' },
];

/** The signed-in frame: the sections this member may use, and the page. */
export function Shell() {
  const { me } = useSession();
  const [opened, { toggle }] = useDisclosure();
  const sections = me ? SECTIONS.filter((s) => s.visible(me)) : [];
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
            <Text fw={700}>Tourney</Text>
            {me?.staff && <Text c="dimmed">{me.staff.tenantName}</Text>}
          </Group>
          <AccountMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Sections">
        {sections.map((s) => (
          <NavLink key={s.to} component={RouterLink} to={s.to} label={s.label} />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
