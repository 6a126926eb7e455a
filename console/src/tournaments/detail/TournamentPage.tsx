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
import { ParticipantsTab } from '../participants/ParticipantsTab';
import { RegistrationsTab } from '../registrations/RegistrationsTab';
import { ReportsTab } from '../reports/ReportsTab';
import { RoundsTab } from '../rounds/RoundsTab';
import { StagesTab } from '../stages/StagesTab';
import { StandingsTab } from '../standings/StandingsTab';
import { EditTab } from './EditTab';
import { OverviewTab } from './OverviewTab';
import { t } from '../../i18n/i18n';

const TABS = [
  'overview',
  'edit',
  'registrations',
  'participants',
  'stages',
  'rounds',
  'disputes',
  'standings',
] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  overview: 'tournaments.page.tabs.overview',
  edit: 'tournaments.page.tabs.edit',
  registrations: 'tournaments.page.tabs.registrations',
  participants: 'tournaments.page.tabs.participants',
  stages: 'tournaments.page.tabs.stages',
  rounds: 'tournaments.page.tabs.rounds',
  disputes: 'tournaments.page.tabs.disputes',
  standings: 'tournaments.page.tabs.standings',
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
          <Loader aria-label={t('public.loading')} />
        </Center>
      );
    return (
      <Alert color="red" title={t('public.notFoundTitle')}>
        {describeError(query.error)}
      </Alert>
    );
  }

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/tournaments">
          {t('shell.tournaments')}
        </Anchor>
        <span>{tournament.tournamentName}</span>
      </Breadcrumbs>
      <Group>
        <Title order={1} size="h2">
          {tournament.tournamentName}
        </Title>
        <TournamentStatusBadge status={tournament.status} />
      </Group>
      <Tabs
        value={current}
        onChange={(value) =>
          void navigate(`/tournaments/${tournamentId}${value === 'overview' ? '' : `/${value}`}`)
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tournaments.page.sections')}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(TAB_LABELS[tab])}
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
        <Tabs.Panel value="participants" pt="md">
          <ParticipantsTab tournament={tournament} />
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
