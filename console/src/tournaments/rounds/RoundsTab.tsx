import { Anchor, Button, Group, Modal, Stack, Table, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../ui/QueryState';
import { useTournamentRounds, type Round } from '../api/rounds';
import type { Tournament } from '../api/tournaments';
import { ROUND_STATUS, ROUND_TYPE } from '../codes';
import { CreateRoundForm } from './CreateRoundForm';
import { SeedingEditor } from './SeedingEditor';
import { t } from '../../i18n/i18n';

export function RoundsTab({ tournament }: { tournament: Tournament }) {
  const tournamentId = tournament.tournamentId;
  const rounds = useTournamentRounds(tournamentId);
  const navigate = useNavigate();
  const [creating, { open: openCreate, close: closeCreate }] = useDisclosure(false);
  const [seeding, setSeeding] = useState<Round | null>(null);
  const roundPath = (round: Round) => `/tournaments/${tournamentId}/rounds/${round.id}`;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t('public.roundsNavigation')}</Title>
        <Button onClick={openCreate}>{t('tournaments.rounds.newRound')}</Button>
      </Group>
      <QueryState query={rounds} empty={t('tournaments.rounds.none')}>
        {(list) => (
          <Table aria-label={t('public.roundsNavigation')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tournaments.rounds.round')}</Table.Th>
                <Table.Th>{t('public.format')}</Table.Th>
                <Table.Th>{t('public.status')}</Table.Th>
                <Table.Th>{t('tournaments.dashboard.teams')}</Table.Th>
                <Table.Th>{t('public.matchesHeading')}</Table.Th>
                <Table.Th>{t('tournaments.registrations.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((round) => (
                <Table.Tr key={round.id}>
                  <Table.Td>
                    <Anchor component={Link} to={roundPath(round)}>
                      {round.roundName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{ROUND_TYPE[round.roundType]}</Table.Td>
                  <Table.Td>{ROUND_STATUS[round.status]}</Table.Td>
                  <Table.Td>{round.teamCount}</Table.Td>
                  <Table.Td>{round.numberOfMatches}</Table.Td>
                  <Table.Td>
                    {round.teamCount === 0 && (
                      <Button
                        size="xs"
                        aria-label={t('tournaments.rounds.generateName', {
                          round: round.roundName,
                        })}
                        onClick={() => setSeeding(round)}
                      >
                        {t('tournaments.rounds.generate')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <Modal
        opened={creating}
        onClose={closeCreate}
        title={t('tournaments.rounds.newRound')}
        size="lg"
      >
        <CreateRoundForm
          tournamentId={tournamentId}
          defaultStart={tournament.startTime}
          defaultEnd={tournament.endTime}
          onCreated={closeCreate}
        />
      </Modal>
      <Modal
        opened={seeding !== null}
        onClose={() => setSeeding(null)}
        title={seeding ? t('tournaments.rounds.seedTitle', { round: seeding.roundName }) : ''}
        size="lg"
      >
        {seeding && (
          <SeedingEditor
            tournamentId={tournamentId}
            round={seeding}
            startsTournament={tournament.status === 1}
            onGenerated={(round) => void navigate(roundPath(round))}
          />
        )}
      </Modal>
    </Stack>
  );
}
