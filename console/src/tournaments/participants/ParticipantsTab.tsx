import { Alert, Badge, Button, Card, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../../api/errors';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { useParticipants, useRemoveParticipant, type Participant } from '../api/participants';
import type { Tournament } from '../api/tournaments';
import { RegistrationStatusBadge } from '../components/StatusBadges';
import { AddParticipantForm } from './AddParticipantForm';
import { CsvPanel } from './CsvPanel';
import { EditParticipantDialog } from './EditParticipantDialog';
import { PasteParticipants } from './PasteParticipants';
import { t } from '../../i18n/i18n';

/** Participants added by staff, for events without an integrator, next to everyone registered. */
export function ParticipantsTab({ tournament }: { tournament: Tournament }) {
  const tournamentId = tournament.tournamentId;
  const list = useParticipants(tournamentId);
  const solo = list.data?.participantType === 2;
  const remove = useRemoveParticipant(tournamentId);
  const [editing, setEditing] = useState<Participant | null>(null);
  const items = list.data?.items ?? [];

  if (!list.data) {
    return list.isError ? <Alert color="red">{describeError(list.error)}</Alert> : null;
  }
  return (
    <Stack>
      <Card withBorder>
        <Tabs defaultValue="one" keepMounted={false}>
          <Tabs.List aria-label={t('tournaments.participants.waysToAdd')}>
            <Tabs.Tab value="one">
              {t(solo ? 'tournaments.participants.addPlayer' : 'tournaments.participants.addTeam')}
            </Tabs.Tab>
            <Tabs.Tab value="many">{t('tournaments.participants.pasteMany')}</Tabs.Tab>
            <Tabs.Tab value="csv">{t('tournaments.participants.csv')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="one" pt="md">
            <AddParticipantForm tournamentId={tournamentId} solo={solo} />
          </Tabs.Panel>
          <Tabs.Panel value="many" pt="md">
            <PasteParticipants tournamentId={tournamentId} solo={solo} />
          </Tabs.Panel>
          <Tabs.Panel value="csv" pt="md">
            <CsvPanel tournamentId={tournamentId} />
          </Tabs.Panel>
        </Tabs>
      </Card>
      <Title order={3}>
        {t('tournaments.participants.heading', {
          total: items.length,
          limit: tournament.enrollmentLimit,
        })}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{t('tournaments.participants.none')}</Text>
      ) : (
        <Table aria-label={t('tournaments.participants.table')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tournaments.participants.name')}</Table.Th>
              {!solo && <Table.Th>{t('tournaments.participants.players')}</Table.Th>}
              <Table.Th>{t('tournaments.participants.seed')}</Table.Th>
              <Table.Th>{t('tournaments.participants.status')}</Table.Th>
              <Table.Th>{t('tournaments.participants.addedBy')}</Table.Th>
              <Table.Th>{t('tournaments.participants.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((p) => (
              <Table.Tr key={p.registrationId}>
                <Table.Td>{p.name}</Table.Td>
                {!solo && <Table.Td>{p.players.map((x) => x.displayName).join(', ')}</Table.Td>}
                <Table.Td>{p.seed ?? '—'}</Table.Td>
                <Table.Td>
                  <RegistrationStatusBadge status={p.status as 1 | 2 | 5} />
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={p.createdByStaff ? 'grape' : 'gray'}>
                    {t(
                      p.createdByStaff
                        ? 'tournaments.participants.byStaff'
                        : 'tournaments.participants.byIntegration',
                    )}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {p.createdByStaff && (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing(p)}
                        aria-label={t('tournaments.participants.editName', { name: p.name })}
                      >
                        {t('tournaments.participants.edit')}
                      </Button>
                      <ConfirmButton
                        size="xs"
                        variant="light"
                        title={t('tournaments.participants.removeQuestion', { name: p.name })}
                        message={t('tournaments.participants.removeMessage')}
                        aria-label={t('tournaments.participants.removeName', { name: p.name })}
                        onConfirm={() => remove.mutateAsync(p.participantId)}
                      >
                        {t('tournaments.participants.remove')}
                      </ConfirmButton>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && (
        <EditParticipantDialog
          tournamentId={tournamentId}
          participant={editing}
          solo={solo}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
