import { MultiSelect, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api/client';
import { useServerErrors } from '../../ui/forms';
import { useEventTypes } from './eventCatalogue';
import { FormFooter } from '../../ui/FormFooter';
import { t } from '../../i18n/i18n';

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
  const { formError, onError, clear, formRef, onInvalid } = useServerErrors(form);
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
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate(values), onInvalid)}
    >
      <Stack>
        <TextInput
          data-autofocus
          label="URL"
          placeholder={t('settings.webhooks.urlExample')}
          required
          {...form.getInputProps('url')}
        />
        <MultiSelect
          label={t('settings.webhooks.events')}
          description={t('settings.webhooks.noneChosen')}
          data={events.data ?? []}
          placeholder={
            events.isPending
              ? t('settings.webhooks.loadingEvents')
              : t('settings.webhooks.everyEvent')
          }
          searchable
          clearable
          {...form.getInputProps('eventTypes')}
        />
        <PasswordInput
          label={
            webhook?.hasSecret ? t('settings.webhooks.newSecret') : t('settings.webhooks.secret')
          }
          description={
            webhook?.hasSecret
              ? t('settings.webhooks.secretSet')
              : t('settings.webhooks.secretHint')
          }
          autoComplete="new-password"
          disabled={form.values.removeSecret}
          {...form.getInputProps('secretKey')}
        />
        {webhook?.hasSecret && (
          <Switch
            label={t('settings.webhooks.removeSecret')}
            {...form.getInputProps('removeSecret', { type: 'checkbox' })}
          />
        )}
        <Switch
          label={t('settings.webhooks.active')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        <FormFooter
          error={formError}
          submitLabel={webhook ? t('settings.save') : t('settings.webhooks.create')}
          submitting={save.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
