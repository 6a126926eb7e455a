import { Alert, Button, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../api/errors';
import { useMembership, useTournamentChoices, type Circuit } from './api';
import { t } from '../i18n/i18n';

const tournamentStatus = (status: number) => t(`tournaments.codes.tournamentStatus.${status}`);

/** The circuit's tournaments: add one of the tenant's, remove one. */
export function MembersPanel({ circuit }: { circuit: Circuit }) {
  const { add, remove } = useMembership(circuit.id);
  const choices = useTournamentChoices();
  const [picked, setPicked] = useState<string | null>(null);
  const members = new Set(circuit.tournaments.map((m) => m.tournamentId));
  const options = (choices.data?.items ?? [])
    .filter((choice) => !members.has(choice.tournamentId))
    .map((choice) => ({ value: choice.tournamentId, label: choice.tournamentName }));
  const error = add.error ?? remove.error;
  return (
    <Stack>
      {circuit.tournaments.length === 0 ? (
        <Text c="gray.7">{t('circuits.members.none')}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('circuits.members.tournament')}</Table.Th>
              <Table.Th scope="col">{t('circuits.members.status')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('circuits.members.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {circuit.tournaments.map((member) => (
              <Table.Tr key={member.tournamentId}>
                <Table.Td>{member.tournamentName}</Table.Td>
                <Table.Td>
                  {member.counted
                    ? tournamentStatus(member.status)
                    : t('circuits.members.notCounted', { status: tournamentStatus(member.status) })}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('circuits.members.removeName', { name: member.tournamentName })}
                    loading={remove.isPending && remove.variables === member.tournamentId}
                    onClick={() => remove.mutate(member.tournamentId)}
                  >
                    {t('circuits.members.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="flex-end">
        <Select
          label={t('circuits.members.add')}
          placeholder={t('circuits.members.pick')}
          searchable
          data={options}
          value={picked}
          onChange={setPicked}
          style={{ flex: 1 }}
        />
        <Button
          disabled={!picked}
          loading={add.isPending}
          onClick={() => picked && add.mutate(picked, { onSuccess: () => setPicked(null) })}
        >
          {t('circuits.members.addButton')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {describeError(error)}
        </Alert>
      )}
    </Stack>
  );
}
