import {
  Alert,
  Anchor,
  Button,
  Group,
  Pagination,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { Schemas } from '../../api/client';
import { describeError } from '../../api/errors';
import { useTournamentList } from '../api/tournaments';
import { formatDateTime, TOURNAMENT_STATUS } from '../codes';
import { TournamentStatusBadge } from '../components/StatusBadges';

const PAGE_SIZE = 20;
const STATUS_TABS = ['all', '1', '2', '3', '4'] as const;

/** Tournaments by status, a page at a time; the filter lives in the URL so it survives a reload. */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const statusTab = params.get('status') ?? 'all';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const status =
    statusTab === 'all' ? undefined : (Number(statusTab) as Schemas['TournamentStatus']);
  const list = useTournamentList({ status, pageNumber, pageSize: PAGE_SIZE });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Tournaments</Title>
        <Button component={Link} to="/tournaments/new">
          New tournament
        </Button>
      </Group>
      <Tabs
        value={statusTab}
        onChange={(value) => update({ status: value === 'all' ? null : value, page: null })}
      >
        <Tabs.List aria-label="Tournament status">
          {STATUS_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {tab === 'all' ? 'All' : TOURNAMENT_STATUS[Number(tab) as 1].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {list.error && <Alert color="red">{describeError(list.error)}</Alert>}
      <TournamentTable items={list.data?.items ?? []} loading={list.isPending} />
      {list.data && list.data.totalPages > 1 && (
        <Pagination
          total={list.data.totalPages}
          value={pageNumber}
          onChange={(page) => update({ page: String(page) })}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </Stack>
  );
}

function TournamentTable({
  items,
  loading,
}: {
  items: Schemas['TournamentSummary'][];
  loading: boolean;
}) {
  if (!loading && items.length === 0) return <Text c="gray.7">No tournaments here yet.</Text>;
  return (
    <Table striped highlightOnHover aria-label="Tournaments">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Game</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Starts</Table.Th>
          <Table.Th>Teams</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((t) => (
          <Table.Tr key={t.tournamentId}>
            <Table.Td>
              <Anchor component={Link} to={`/tournaments/${t.tournamentId}`}>
                {t.tournamentName}
              </Anchor>
            </Table.Td>
            <Table.Td>{t.gameName}</Table.Td>
            <Table.Td>
              <TournamentStatusBadge status={t.status} />
            </Table.Td>
            <Table.Td>{formatDateTime(t.startTime)}</Table.Td>
            <Table.Td>
              {t.teamsJoinedCount} / {t.enrollmentLimit}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
