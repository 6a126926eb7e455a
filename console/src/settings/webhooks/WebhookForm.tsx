import { MultiSelect, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api/client';
import { useServerErrors } from '../../ui/forms';
import { useEventTypes } from './eventCatalogue';
import { FormFooter } from '../../ui/FormFooter';

type Webhook = Schemas['Webhook'];
type EventType = NonNullable<Schemas['CreateWebhookRequest']['eventTypes']>[number];

interface Values {
  url: string;
  eventTypes: string[];
  secretKey: string;
  removeSecret: boolean;
  isActive: boolean;
}

/** Creates a webhook configuration, or edits `webhook`; the secret is write-only. */
export function WebhookForm({
  webhook,
  onSaved,
  onCancel,
}: {
  webhook?: Webhook;
  onSaved(webhook: Webhook): void;
  onCancel?(): void;
}) {
  const events = useEventTypes();
  const form = useForm<Values>({
    initialValues: {
      url: webhook?.url ?? '',
      eventTypes: webhook?.eventTypes ?? [],
      secretKey: '',
      removeSecret: false,
      isActive: webhook?.isActive ?? true,
    },
  });
  const { formError, onError, clear } = useServerErrors(form);
  const save = useMutation({
    mutationFn: (values: Values) => {
      const eventTypes = values.eventTypes as EventType[];
      if (!webhook) {
        return unwrap<Webhook>(
          api.POST('/api/v1/external/webhooks', {
            body: {
              url: values.url,
              eventTypes,
              isActive: values.isActive,
              ...(values.secretKey ? { secretKey: values.secretKey } : {}),
            },
          }),
        );
      }
      const secret = values.removeSecret
        ? { secretKey: null }
        : values.secretKey
          ? { secretKey: values.secretKey }
          : {};
      return unwrap<Webhook>(
        api.PUT('/api/v1/external/webhooks/{id}', {
          params: { path: { id: webhook.id } },
          body: { url: values.url, eventTypes, isActive: values.isActive, ...secret },
        }),
      );
    },
    onMutate: clear,
    onSuccess: (saved) => {
      form.setFieldValue('secretKey', '');
      onSaved(saved);
    },
    onError,
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack>
        <TextInput
          label="URL"
          placeholder="https://hooks.example.com/tourney"
          required
          {...form.getInputProps('url')}
        />
        <MultiSelect
          label="Events"
          description="None chosen: every event"
          data={events.data ?? []}
          placeholder={events.isPending ? 'Loading events…' : 'Every event'}
          searchable
          clearable
          {...form.getInputProps('eventTypes')}
        />
        <PasswordInput
          label={webhook?.hasSecret ? 'New signing secret' : 'Signing secret'}
          description={
            webhook?.hasSecret
              ? 'A secret is set; type a new one to rotate it, leave empty to keep it'
              : 'At least 16 characters; signs every delivery (X-Webhook-Signature)'
          }
          autoComplete="new-password"
          disabled={form.values.removeSecret}
          {...form.getInputProps('secretKey')}
        />
        {webhook?.hasSecret && (
          <Switch
            label="Remove the signing secret"
            {...form.getInputProps('removeSecret', { type: 'checkbox' })}
          />
        )}
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <FormFooter
          error={formError}
          submitLabel={webhook ? 'Save' : 'Create webhook'}
          submitting={save.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
