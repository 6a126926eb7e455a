import { PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap, type Schemas } from '../api/client';
import { ApiError } from '../api/errors';
import { i18n } from '../i18n/i18n';
import { useServerErrors } from '../ui/forms';
import type { ConsoleMe } from './session';
import { FormFooter } from '../ui/FormFooter';

type SignInBody = Schemas['ConsoleSignInRequest'];
interface TenantChoice {
  id: string;
  name: string;
}

const signIn = (body: SignInBody) =>
  unwrap<ConsoleMe>(api.POST('/api/v1/console/session', { body }));

/** The server's refusal as a person reads it; a throttled sign-in says how long to wait. */
function refusal(error: unknown, fallback: (e: unknown) => void): string | null {
  if (error instanceof ApiError && error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return i18n.t('session.throttled', { count: minutes });
  }
  fallback(error);
  return null;
}

export function StaffSignInForm({ onSignedIn }: { onSignedIn(me: ConsoleMe): void }) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { email: '', password: '', tenantId: '' } });
  const { formError, onError, clear, formRef, onInvalid } = useServerErrors(form);
  const [throttled, setThrottled] = useState<string | null>(null);
  const [tenants, setTenants] = useState<TenantChoice[] | null>(null);
  const mutation = useMutation({
    mutationFn: (values: typeof form.values) =>
      signIn({
        email: values.email,
        password: values.password,
        ...(values.tenantId ? { tenantId: values.tenantId } : {}),
      }),
    onMutate: () => {
      clear();
      setThrottled(null);
    },
    onSuccess: onSignedIn,
    onError: (error) => {
      if (error instanceof ApiError && error.reason === 'TENANT_REQUIRED') {
        setTenants((error.details.tenants as TenantChoice[] | undefined) ?? []);
        return;
      }
      setThrottled(refusal(error, onError));
    },
  });
  const message = throttled ?? formError;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit((values) => mutation.mutate(values), onInvalid)}
    >
      <Stack>
        <TextInput
          label={t('session.email')}
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('session.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {tenants && (
          <Select
            label={t('session.organisation')}
            description={t('session.organisationHint')}
            data={tenants.map((t) => ({ value: t.id, label: t.name }))}
            required
            {...form.getInputProps('tenantId')}
          />
        )}
        <FormFooter
          error={message}
          submitLabel={t('session.signIn')}
          submitting={mutation.isPending}
          buttons="full"
        />
      </Stack>
    </form>
  );
}

export function OperatorSignInForm({ onSignedIn }: { onSignedIn(me: ConsoleMe): void }) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { adminToken: '' } });
  const { formError, onError, clear, formRef, onInvalid } = useServerErrors(form);
  const [throttled, setThrottled] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: typeof form.values) => signIn({ adminToken: values.adminToken }),
    onMutate: () => {
      clear();
      setThrottled(null);
    },
    onSuccess: onSignedIn,
    onError: (error) => setThrottled(refusal(error, onError)),
  });
  const message = throttled ?? formError;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit((values) => mutation.mutate(values), onInvalid)}
    >
      <Stack>
        <PasswordInput
          label={t('session.adminToken')}
          description={t('session.adminTokenHint')}
          autoComplete="off"
          required
          {...form.getInputProps('adminToken')}
        />
        <FormFooter
          error={message}
          submitLabel={t('session.signInAsOperator')}
          submitting={mutation.isPending}
          buttons="full"
        />
      </Stack>
    </form>
  );
}
