import { Alert, Anchor, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../../api/errors';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { CopyField } from '../../ui/CopyField';
import { QueryState } from '../../ui/QueryState';
import {
  useRegenerateShareSlug,
  usePublication,
  useSetPublication,
  type Publication,
} from '../api/publication';
import { t } from '../../i18n/i18n';

/** The tournament's public page: show it, hand out its link, embed it on another site. */
export function PublicPagePanel({
  tournamentId,
  isDraft,
}: {
  tournamentId: string;
  isDraft: boolean;
}) {
  const query = usePublication(tournamentId);
  return (
    <Card withBorder>
      <Stack>
        <Title order={3} size="h4">
          {t('tournaments.publicPage.title')}
        </Title>
        {isDraft && <Text size="sm">{t('tournaments.publicPage.draftHidden')}</Text>}
        <QueryState query={query}>
          {(publication) => <PublicationControls id={tournamentId} publication={publication} />}
        </QueryState>
      </Stack>
    </Card>
  );
}

function PublicationControls({ id, publication }: { id: string; publication: Publication }) {
  const publish = useSetPublication(id);
  const regenerate = useRegenerateShareSlug(id);
  const { isPublic, pageUrl, embedSnippets } = publication;
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <Stack>
      <Switch
        label={t('tournaments.publicPage.public')}
        description={t('tournaments.publicPage.publicHint')}
        // While the change is on its way, the switch shows where it is going. The wish is kept
        // in the component's own state, set within the click: the mutation's pending state
        // arrives a tick later, and until then React would put the old value back.
        checked={asked ?? isPublic}
        disabled={publish.isPending}
        onChange={(event) => {
          const wanted = event.currentTarget.checked;
          setAsked(wanted);
          publish.mutate(wanted, { onSettled: () => setAsked(null) });
        }}
      />
      {publish.isError && (
        <Alert color="red" role="alert">
          {describeError(publish.error)}
        </Alert>
      )}
      {!isPublic && (
        <Text c="dimmed" size="sm">
          {pageUrl
            ? t('tournaments.publicPage.hidden')
            : t('tournaments.publicPage.publishToShare')}
        </Text>
      )}
      {pageUrl && embedSnippets && (
        <>
          <Group align="flex-end" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <CopyField label={t('tournaments.publicPage.shareLink')} value={pageUrl} />
            </div>
            <ConfirmButton
              title={t('tournaments.publicPage.newLinkTitle')}
              message={t('tournaments.publicPage.newLinkMessage')}
              confirmLabel={t('tournaments.publicPage.newLinkConfirm')}
              onConfirm={() => regenerate.mutateAsync()}
            >
              {t('tournaments.publicPage.newLink')}
            </ConfirmButton>
          </Group>
          {isPublic && (
            <Anchor href={pageUrl} target="_blank" rel="noopener" size="sm">
              {t('tournaments.publicPage.open')}
            </Anchor>
          )}
          <CopyField label={t('tournaments.publicPage.embedIframe')} value={embedSnippets.iframe} />
          <CopyField label={t('tournaments.publicPage.embedScript')} value={embedSnippets.script} />
          <Text c="dimmed" size="sm">
            {t('tournaments.publicPage.embedHint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
