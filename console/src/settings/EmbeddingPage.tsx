import { Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { ApiError, describeError } from '../api/errors';
import { fieldSentence } from '../ui/field-messages';
import { FormFooter } from '../ui/FormFooter';
import { QueryState } from '../ui/QueryState';
import { t } from '../i18n/i18n';

type EmbeddingSettings = Schemas['EmbeddingSettings'];
const EMBEDDING_KEY = ['settings', 'embedding'] as const;

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The server names a bad entry by its index (`frameAncestors.2`): shown against the line the
 * admin typed, since blank lines are left out before sending.
 */
function describeRefusal(error: unknown, sent: string[]): string {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return describeError(error);
  return error.fieldErrors
    .map(({ field, message }) => {
      const index = Number(field.split('.')[1]);
      return Number.isInteger(index)
        ? fieldSentence({ label: t('settings.embedding.line', { line: sent[index] }) }, message)
        : fieldSentence({ label: t('settings.embedding.list') }, message);
    })
    .join('. ');
}

function EmbeddingForm({ settings }: { settings: EmbeddingSettings }) {
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { origins: settings.frameAncestors.join('\n') } });
  const save = useMutation({
    mutationFn: (frameAncestors: string[]) =>
      unwrap(api.PUT('/api/v1/settings/embedding', { body: { frameAncestors } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(EMBEDDING_KEY, saved);
      form.setValues({ origins: saved.frameAncestors.join('\n') });
      notifications.show({ color: 'green', message: t('settings.embedding.saved') });
    },
    onError: (error, sent) => form.setFieldError('origins', describeRefusal(error, sent)),
  });
  return (
    <form onSubmit={form.onSubmit(({ origins }) => save.mutate(linesOf(origins)))}>
      <Stack>
        <Textarea
          label={t('settings.embedding.label')}
          description={t('settings.embedding.hint')}
          autosize
          minRows={4}
          {...form.getInputProps('origins')}
        />
        <FormFooter submitLabel={t('settings.save')} submitting={save.isPending} buttons="start" />
      </Stack>
    </form>
  );
}

/** Which other sites may show the tenant's public tournament pages in a frame. */
export function EmbeddingPage() {
  const settings = useQuery({
    queryKey: EMBEDDING_KEY,
    queryFn: () => unwrap<EmbeddingSettings>(api.GET('/api/v1/settings/embedding')),
  });
  return (
    <Stack maw={640}>
      <Title order={1} size="h2">
        {t('shell.embedding')}
      </Title>
      <Text c="dimmed">{t('settings.embedding.intro')}</Text>
      <Paper withBorder p="md">
        <QueryState query={settings}>{(data) => <EmbeddingForm settings={data} />}</QueryState>
      </Paper>
    </Stack>
  );
}
