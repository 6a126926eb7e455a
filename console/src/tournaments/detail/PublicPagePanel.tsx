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

/** The tournament's public page: publish it, hand out its link, embed it on another site. */
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
          Public page
        </Title>
        {isDraft && (
          <Text size="sm">
            A draft&apos;s page stays hidden until the tournament is published (Publish above).
          </Text>
        )}
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
        label="Public: anyone with the link sees the bracket and standings"
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
            ? 'Hidden: the link below answers “not found” until you publish again.'
            : 'Publish to get a link to share and snippets to embed on your site.'}
        </Text>
      )}
      {pageUrl && embedSnippets && (
        <>
          <Group align="flex-end" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <CopyField label="Share link" value={pageUrl} />
            </div>
            <ConfirmButton
              title="Create a new link?"
              message="The current link, and every site embedding it, stops working at once."
              confirmLabel="Create new link"
              onConfirm={() => regenerate.mutateAsync()}
            >
              New link
            </ConfirmButton>
          </Group>
          {isPublic && (
            <Anchor href={pageUrl} target="_blank" rel="noopener" size="sm">
              Open the public page
            </Anchor>
          )}
          <CopyField label="Embed with an iframe" value={embedSnippets.iframe} />
          <CopyField label="Embed with the script" value={embedSnippets.script} />
          <Text c="dimmed" size="sm">
            Sites may embed the page only once an admin lists them under Settings → Embedding.
          </Text>
        </>
      )}
    </Stack>
  );
}
