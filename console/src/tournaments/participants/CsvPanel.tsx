import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { describeError } from '../../api/errors';
import { downloadCsv, useImportParticipants } from '../api/participants';
import { LineErrors } from './LineErrors';
import { t } from '../../i18n/i18n';

/** CSV in (participants with seeds) and out (participants, results). */
export function CsvPanel({ tournamentId }: { tournamentId: string }) {
  const importCsv = useImportParticipants(tournamentId);
  const [file, setFile] = useState<File | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const upload = async () => {
    if (!file) return;
    importCsv.mutate(await file.text(), {
      onSuccess: (result) => {
        notifications.show({
          message: t('tournaments.participants.imported', { count: result.count }),
        });
        setFile(null);
      },
    });
  };
  const download = (what: 'participants' | 'results') => {
    setDownloadError(null);
    downloadCsv(tournamentId, what, `${what}.csv`).catch((error: unknown) =>
      setDownloadError(describeError(error)),
    );
  };
  return (
    <Stack>
      <Group align="flex-end">
        <FileInput
          label={t('tournaments.participants.csvFile')}
          description={t('tournaments.participants.csvHint')}
          accept=".csv,text/csv"
          clearable
          value={file}
          onChange={(value) => {
            setFile(value);
            importCsv.reset();
          }}
          style={{ flex: 1 }}
        />
        <Button onClick={() => void upload()} disabled={!file} loading={importCsv.isPending}>
          {t('tournaments.participants.import')}
        </Button>
      </Group>
      <LineErrors error={importCsv.error} />
      <Group>
        <Button variant="default" onClick={() => download('participants')}>
          {t('tournaments.participants.exportParticipants')}
        </Button>
        <Button variant="default" onClick={() => download('results')}>
          {t('tournaments.participants.exportResults')}
        </Button>
      </Group>
      {downloadError && (
        <Text c="red" size="sm">
          {downloadError}
        </Text>
      )}
    </Stack>
  );
}
