import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  MantineProvider,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { cssVariablesResolver } from '../theme';
import { usePostHeight } from './embed-height';
import { useLiveUpdates } from './live-updates';
import type { PageOptions } from './page-options';
import { ApiError } from '../api/errors';
import { usePublicTournament } from './public-data';
import { publicTheme } from './public-theme';
import { RoundsView } from './RoundsView';
import { TournamentHeader } from './TournamentHeader';

/** Wider than a desktop monitor: a wall screen, read from afar even without `?view=wall`. */
const WALL_MEDIA = '(min-width: 2200px)';

function Failure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Stack gap="sm" py="xl">
      <Title order={1}>{notFound ? t('public.notFoundTitle') : t('public.errorTitle')}</Title>
      {notFound ? (
        <Text>{t('public.notFoundText')}</Text>
      ) : (
        <Alert color="red" title={t('public.errorTitle')}>
          {t('public.errorText')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={onRetry}>
            {t('public.retry')}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}

function PublicPage({ shareSlug, options }: { shareSlug: string; options: PageOptions }) {
  const { t } = useTranslation();
  const query = usePublicTournament(shareSlug);
  const live = useLiveUpdates(shareSlug);
  const wideScreen = useMediaQuery(WALL_MEDIA) ?? false;
  const wall = options.wall || wideScreen;
  const tournament = query.data?.tournament;
  const theme = useMemo(() => publicTheme(tournament?.color, wall), [tournament?.color, wall]);
  usePostHeight(options.embed);
  useEffect(() => {
    if (tournament) document.title = t('public.pageTitle', { name: tournament.name });
  }, [tournament, t]);

  let content;
  if (query.data) {
    content = <RoundsView rounds={query.data.rounds} wall={wall} />;
  } else if (query.error) {
    content = <Failure error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = (
      <Center h={240}>
        <Loader aria-label={t('public.loading')} />
      </Center>
    );
  }
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Container size={wall ? '100%' : 'xl'} px={options.embed ? 'xs' : 'md'} py="md">
        {!options.embed && (
          <Group justify="flex-end" mb="xs">
            <LanguageSwitch />
          </Group>
        )}
        {tournament && (
          <Box component="header" mb="xl">
            <TournamentHeader tournament={tournament} live={live} compact={options.embed} />
          </Box>
        )}
        <Box component="main">{content}</Box>
        {!options.embed && (
          <Box component="footer" mt="xl" py="md">
            <Text size="sm" c="dimmed">
              {t('public.footer')}
            </Text>
          </Box>
        )}
      </Container>
    </MantineProvider>
  );
}

/** The public page of one tournament, or a plain "not found" when the address names none. */
export function PublicApp({ options }: { options: PageOptions }) {
  const { t, i18n } = useTranslation();
  // A change of language draws the page anew, bracket words included; the data stays cached.
  return (
    <Fragment key={i18n.resolvedLanguage}>
      {options.shareSlug ? (
        <PublicPage shareSlug={options.shareSlug} options={options} />
      ) : (
        <MantineProvider theme={publicTheme(null, false)}>
          <Container component="main" py="xl">
            <Title order={1}>{t('public.notFoundTitle')}</Title>
            <Text>{t('public.notFoundText')}</Text>
          </Container>
        </MantineProvider>
      )}
    </Fragment>
  );
}
