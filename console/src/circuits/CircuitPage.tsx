import { Alert, Anchor, Card, Group, Stack, Switch, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { describeError } from '../api/errors';
import { ConfirmButton } from '../ui/ConfirmButton';
import { CopyField } from '../ui/CopyField';
import { QueryState } from '../ui/QueryState';
import {
  useCircuit,
  useCircuitPublication,
  useCircuitStandings,
  useDeleteCircuit,
  type Circuit,
} from './api';
import { CircuitForm } from './CircuitForm';
import { MembersPanel } from './MembersPanel';
import { CircuitStandingsTable } from './StandingsTable';
import { t } from '../i18n/i18n';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack>
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function PublicPage({ id }: { id: string }) {
  const { query, publish } = useCircuitPublication(id);
  return (
    <QueryState query={query}>
      {(publication) => (
        <Stack>
          <Switch
            label={t('circuits.page.publicSwitch')}
            checked={publication.isPublic}
            disabled={publish.isPending}
            onChange={(event) => publish.mutate(event.currentTarget.checked)}
          />
          {publish.isError && <Alert color="red">{describeError(publish.error)}</Alert>}
          {publication.pageUrl && publication.embedSnippets && (
            <>
              <CopyField
                label={t('tournaments.publicPage.shareLink')}
                value={publication.pageUrl}
              />
              {publication.isPublic && (
                <Anchor href={publication.pageUrl} target="_blank" rel="noopener" size="sm">
                  {t('tournaments.publicPage.open')}
                </Anchor>
              )}
              <CopyField
                label={t('tournaments.publicPage.embedIframe')}
                value={publication.embedSnippets.iframe}
              />
            </>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

function CircuitDetail({ circuit }: { circuit: Circuit }) {
  const standings = useCircuitStandings(circuit.id);
  const remove = useDeleteCircuit(circuit.id);
  const navigate = useNavigate();
  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Anchor component={Link} to="/circuits" size="sm">
            {t('circuits.page.back')}
          </Anchor>
          <Title order={2}>{circuit.name}</Title>
        </div>
        <ConfirmButton
          title={t('circuits.page.deleteQuestion')}
          message={t('circuits.page.deleteMessage')}
          confirmLabel={t('circuits.page.deleteCircuit')}
          onConfirm={() => remove.mutateAsync().then(() => navigate('/circuits'))}
        >
          {t('circuits.page.delete')}
        </ConfirmButton>
      </Group>
      <Section title={t('circuits.page.standings')}>
        <QueryState query={standings}>
          {(data) => (
            <CircuitStandingsTable
              lines={data.standings}
              caption={t('circuits.page.counted', { count: data.tournamentsCounted })}
            />
          )}
        </QueryState>
      </Section>
      <Section title={t('circuits.tournaments')}>
        <MembersPanel circuit={circuit} />
      </Section>
      <Section title={t('circuits.page.rules')}>
        <CircuitForm key={circuit.updatedAt} circuit={circuit} onSaved={() => undefined} />
      </Section>
      <Section title={t('circuits.page.publicPage')}>
        <PublicPage id={circuit.id} />
      </Section>
    </Stack>
  );
}

export function CircuitPage() {
  const { circuitId = '' } = useParams();
  const query = useCircuit(circuitId);
  return <QueryState query={query}>{(circuit) => <CircuitDetail circuit={circuit} />}</QueryState>;
}
