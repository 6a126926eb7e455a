import {
  Box,
  Center,
  Container,
  Group,
  List,
  Loader,
  MantineProvider,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Fragment, useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { CircuitStandingsTable } from '../../circuits/StandingsTable';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { cssVariablesResolver } from '../../theme';
import { usePostHeight } from '../embed-height';
import { LiveIndicator } from '../LiveIndicator';
import type { PageOptions } from '../page-options';
import { publicTheme } from '../public-theme';
import { useCircuitLiveUpdates, usePublicCircuit, type PublicCircuitPage } from './circuit-data';

/** The circuit's rules in a sentence or few, read under its standings. */
function rulesText(t: TFunction, circuit: PublicCircuitPage['circuit']) {
  const table = circuit.pointsTable
    .map((r) => `${r.from === r.to ? `#${r.from}` : `#${r.from}–${r.to}`}: ${r.points}`)
    .join(', ');
  const sentences = [
    t('public.circuit.rulesPoints', { table: table || t('public.circuit.rulesNone') }),
    ...circuit.stagePoints.map((s) =>
      t('public.circuit.rulesStage', { stage: s.stage, points: s.points }),
    ),
    ...(circuit.bestResults ? [t('public.circuit.rulesBest', { count: circuit.bestResults })] : []),
    ...(circuit.minEvents > 1
      ? [t('public.circuit.rulesMinEvents', { events: circuit.minEvents })]
      : []),
  ];
  return sentences.join(' ');
}

function CircuitBody({ data }: { data: PublicCircuitPage }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Box component="section" aria-labelledby="standings-title">
        <Title order={2} id="standings-title" size="h3" mb="xs">
          {t('public.standingsHeading')}
        </Title>
        <CircuitStandingsTable lines={data.standings} caption={rulesText(t, data.circuit)} />
      </Box>
      <Box component="section" aria-labelledby="events-title">
        <Title order={2} id="events-title" size="h3" mb="xs">
          {t('public.circuit.tournaments')}
        </Title>
        <List>
          {data.tournaments.map((tournament) => (
            <List.Item key={tournament.tournamentId}>
              {tournament.tournamentName} · {t(`public.tournamentStatus.${tournament.status}`)}
            </List.Item>
          ))}
        </List>
      </Box>
    </Stack>
  );
}

/** The public page of a circuit: its standings, rules and tournaments, live. */
export function CircuitPublicApp({
  shareSlug,
  options,
}: {
  shareSlug: string;
  options: PageOptions;
}) {
  const { i18n } = useTranslation();
  // A change of language draws the page anew; the data stays cached.
  return (
    <Fragment key={i18n.resolvedLanguage}>
      <CircuitPage shareSlug={shareSlug} options={options} />
    </Fragment>
  );
}

function CircuitPage({ shareSlug, options }: { shareSlug: string; options: PageOptions }) {
  const { t } = useTranslation();
  const query = usePublicCircuit(shareSlug);
  const live = useCircuitLiveUpdates(shareSlug);
  usePostHeight(options.embed);
  const name = query.data?.circuit.name;
  useEffect(() => {
    if (name) document.title = t('public.circuit.pageTitle', { name });
  }, [name, t]);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <MantineProvider theme={publicTheme(null, false)} cssVariablesResolver={cssVariablesResolver}>
      <Container size="lg" px={options.embed ? 'xs' : 'md'} py="md">
        {!options.embed && (
          <Group justify="flex-end" mb="xs">
            <LanguageSwitch />
          </Group>
        )}
        <Box component="header" mb="lg">
          <Group justify="space-between" align="flex-start">
            <Title order={1}>
              {name ?? (notFound ? t('public.circuit.notFoundTitle') : t('public.circuit.title'))}
            </Title>
            {query.data && <LiveIndicator state={live} />}
          </Group>
          {query.data?.circuit.description && <Text mt="xs">{query.data.circuit.description}</Text>}
        </Box>
        <Box component="main">
          {query.data ? (
            <CircuitBody data={query.data} />
          ) : query.error ? (
            <Text>
              {notFound ? t('public.circuit.notFoundText') : t('public.circuit.errorText')}
            </Text>
          ) : (
            <Center h={240}>
              <Loader aria-label={t('public.circuit.loading')} />
            </Center>
          )}
        </Box>
      </Container>
    </MantineProvider>
  );
}
