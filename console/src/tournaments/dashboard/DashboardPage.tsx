import {
  Alert,
  Anchor,
  Button,
  Group,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Schemas } from '../../api/client';
import { describeError } from '../../api/errors';
import { PagePicker } from '../../ui/QueryState';
import { useTournamentList } from '../api/tournaments';
import { formatDateTime, TOURNAMENT_STATUS } from '../codes';
import { TournamentStatusBadge } from '../components/StatusBadges';
import { t } from '../../i18n/i18n';

const PAGE_SIZE = 20;
const STATUS_TABS = ['all', '0', '1', '2', '3', '4'] as const;

/** Tournaments by status, a page at a time; the filter lives in the URL so it survives a reload. */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const statusTab = params.get('status') ?? 'all';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const status =
    statusTab === 'all' ? undefined : (Number(statusTab) as Schemas['TournamentStatus']);
  const search = params.get('search') ?? '';
  const list = useTournamentList({ status, search, pageNumber, pageSize: PAGE_SIZE });
  const [searchText, setSearchText] = useState(search);
  // One request once the person pauses typing, not one per key.
  const applySearch = useDebouncedCallback(
    (text: string) => update({ search: text.trim() || null, page: null }),
    300,
  );

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
        <Title order={1} size="h2">
          {t('shell.tournaments')}
        </Title>
        <Button component={Link} to="/tournaments/new">
          {t('tournaments.dashboard.newTournament')}
        </Button>
      </Group>
      <TextInput
        label={t('tournaments.dashboard.search')}
        type="search"
        value={searchText}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        w={360}
      />
      <Tabs
        value={statusTab}
        onChange={(value) => update({ status: value === 'all' ? null : value, page: null })}
      >
        <Tabs.List aria-label={t('tournaments.dashboard.statusTabs')}>
          {STATUS_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {tab === 'all'
                ? t('tournaments.dashboard.all')
                : TOURNAMENT_STATUS[Number(tab) as Schemas['TournamentStatus']].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {list.error && <Alert color="red">{describeError(list.error)}</Alert>}
      <TournamentTable items={list.data?.items ?? []} loading={list.isPending} />
      <PagePicker
        totalPages={list.data?.totalPages}
        value={pageNumber}
        onChange={(page) => update({ page: String(page) })}
      />
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
  if (!loading && items.length === 0)
    return <Text c="gray.7">{t('tournaments.dashboard.empty')}</Text>;
  return (
    <Table striped highlightOnHover aria-label={t('shell.tournaments')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('tournaments.dashboard.name')}</Table.Th>
          <Table.Th>{t('public.game')}</Table.Th>
          <Table.Th>{t('public.status')}</Table.Th>
          <Table.Th>{t('tournaments.dashboard.starts')}</Table.Th>
          <Table.Th>{t('tournaments.dashboard.teams')}</Table.Th>
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
