import { Modal, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { notify } from './notify';
import type { FfaGroupView } from '../../bracket';
import { useRefreshRound } from './round-data';
import { FormFooter } from '../../ui/FormFooter';
import { t } from '../../i18n/i18n';
import { useServerErrors } from '../../ui/forms';

interface PlacementRow {
  participantId: string;
  name: string;
  placement: number | string;
  finishes: number | string;
  knocks: number | string;
}

interface GroupResultValues {
  matchNumber: string;
  placements: PlacementRow[];
}

export interface GroupResultsDialogProps {
  group: FfaGroupView;
  roundId: string;
  onClose: () => void;
}

function initialValues(group: FfaGroupView): GroupResultValues {
  return {
    matchNumber: '1',
    placements: group.leaderboard.map((line, index) => ({
      participantId: line.participant.id,
      name: line.participant.name,
      placement: index + 1,
      finishes: 0,
      knocks: 0,
    })),
  };
}

const RESULT_FIELDS = ['placement', 'finishes', 'knocks'] as const;

/** Record (or replace) one match of a lobby: each participant's placement, finishes, knocks. */
export function GroupResultsDialog({ group, roundId, onClose }: GroupResultsDialogProps) {
  const form = useForm<GroupResultValues>({ initialValues: initialValues(group) });
  const { formError, onError, clear, formRef } = useServerErrors(form);
  const refresh = useRefreshRound(roundId);
  const save = useMutation({
    mutationFn: (values: GroupResultValues) =>
      unwrap(
        api.POST('/api/v1/groups/{groupId}/results', {
          params: { path: { groupId: group.id } },
          body: {
            matchNumber: Number(values.matchNumber),
            placements: values.placements.map((p) => ({
              participantId: p.participantId,
              placement: p.placement as number,
              finishes: p.finishes as number,
              knocks: p.knocks as number,
            })),
          },
        }),
      ),
    onSuccess: async () => {
      await refresh();
      notify('green', t('tournaments.round.groupSaved', { group: group.name }));
      onClose();
    },
    onMutate: clear,
    onError,
  });
  const matchNumbers = Array.from({ length: group.matchesPerGroup }, (_, i) => String(i + 1));
  const rows = form.getValues().placements;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tournaments.round.groupTitle', { group: group.name })}
      size="lg"
    >
      <form ref={formRef} noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <Select
            label={t('tournaments.round.match')}
            data={matchNumbers}
            allowDeselect={false}
            w={120}
            data-autofocus
            {...form.getInputProps('matchNumber')}
          />
          <Text size="sm" c="gray.7">
            {t('tournaments.round.replaces')}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('bracket.column.participant')}</Table.Th>
                <Table.Th scope="col">{t('tournaments.round.placement')}</Table.Th>
                <Table.Th scope="col">{t('bracket.column.finishes')}</Table.Th>
                <Table.Th scope="col">{t('bracket.column.knocks')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.participantId}>
                  <Table.Th scope="row">{row.name}</Table.Th>
                  {RESULT_FIELDS.map((field) => (
                    <Table.Td key={field}>
                      <NumberInput
                        aria-label={t(`tournaments.round.resultField.${field}`, { name: row.name })}
                        min={field === 'placement' ? 1 : 0}
                        allowDecimal={false}
                        {...form.getInputProps(`placements.${index}.${field}`)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <FormFooter
            error={formError}
            errorTitle={t('tournaments.round.resultsNotSaved')}
            submitLabel={t('tournaments.round.saveResults')}
            submitting={save.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
