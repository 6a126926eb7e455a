import {
  Alert,
  Anchor,
  Breadcrumbs,
  Center,
  Group,
  Loader,
  Stack,
  Tabs,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { describeError } from '../../api/errors';
import { useLiveTournament } from '../api/live-updates';
import { useTournament } from '../api/tournaments';
import { TournamentStatusBadge } from '../components/StatusBadges';
import { RegistrationsTab } from '../registrations/RegistrationsTab';
import { ReportsTab } from '../reports/ReportsTab';
import { RoundsTab } from '../rounds/RoundsTab';
import { StagesTab } from '../stages/StagesTab';
import { StandingsTab } from '../standings/StandingsTab';
import { EditTab } from './EditTab';
import { OverviewTab } from './OverviewTab';

const TABS = [
  'overview',
  'edit',
  'registrations',
  'stages',
  'rounds',
  'disputes',
  'standings',
] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  overview: 'Overview',
  edit: 'Edit',
  registrations: 'Registrations',
  stages: 'Stages',
  rounds: 'Rounds',
  disputes: 'Disputes',
  standings: 'Standings',
};

/** One tournament; each tab has its own URL (`/tournaments/:id/registrations`). */
export function TournamentPage() {
  const { tournamentId = '', tab } = useParams();
  const navigate = useNavigate();
  const current: Tab = TABS.includes(tab as Tab) ? (tab as Tab) : 'overview';
  const query = useTournament(tournamentId);
  useLiveTournament(tournamentId);
  const tournament = query.data;

  if (!tournament) {
    if (query.isPending)
      return (
        <Center h="30vh">
          <Loader aria-label="Loading the tournament" />
        </Center>
      );
    return (
      <Alert color="red" title="Tournament not found">
        {describeError(query.error)}
      </Alert>
    );
  }

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/tournaments">
          Tournaments
        </Anchor>
        <span>{tournament.tournamentName}</span>
      </Breadcrumbs>
      <Group>
        <Title order={2}>{tournament.tournamentName}</Title>
        <TournamentStatusBadge status={tournament.status} />
      </Group>
      <Tabs
        value={current}
        onChange={(value) =>
          void navigate(`/tournaments/${tournamentId}${value === 'overview' ? '' : `/${value}`}`)
        }
        keepMounted={false}
      >
        <Tabs.List aria-label="Tournament sections">
          {TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <OverviewTab tournament={tournament} />
        </Tabs.Panel>
        <Tabs.Panel value="edit" pt="md">
          <EditTab tournament={tournament} />
        </Tabs.Panel>
        <Tabs.Panel value="registrations" pt="md">
          <RegistrationsTab tournament={tournament} />
        </Tabs.Panel>
        <Tabs.Panel value="stages" pt="md">
          <StagesTab tournament={tournament} />
        </Tabs.Panel>
        <Tabs.Panel value="rounds" pt="md">
          <RoundsTab tournament={tournament} />
        </Tabs.Panel>
        <Tabs.Panel value="disputes" pt="md">
          <ReportsTab tournament={tournament} />
        </Tabs.Panel>
        <Tabs.Panel value="standings" pt="md">
          <StandingsTab tournament={tournament} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
