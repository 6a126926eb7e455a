import { Alert, Button, Group, Paper, Stack, Table, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { useServerErrors } from '../ui/forms';
import { QueryState } from '../ui/QueryState';
import { GamesPanel } from './GamesPanel';
import { SeedCatalogueButton } from './SeedCatalogueButton';
import { t } from '../i18n/i18n';

const CURRENCIES_KEY = ['operator', 'currencies'] as const;

/** The catalogue every tenant shares: games with their maps, and currencies. */
export function CataloguePage() {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('operator.catalogueHeading')}
        </Title>
        <SeedCatalogueButton />
      </Group>
      <GamesPanel />
      <CurrenciesPanel />
    </Stack>
  );
}

function CurrenciesPanel() {
  const queryClient = useQueryClient();
  const currencies = useQuery({
    queryKey: CURRENCIES_KEY,
    queryFn: () => unwrap<Schemas['Currency'][]>(api.GET('/api/v1/admin/currencies')),
  });
  const form = useForm({ initialValues: { code: '', name: '', symbol: '' } });
  const { formError, onError, clear, formRef, onInvalid } = useServerErrors(form);
  const add = useMutation({
    mutationFn: (body: typeof form.values) =>
      unwrap(api.POST('/api/v1/admin/currencies', { body })),
    onMutate: clear,
    onSuccess: () => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: CURRENCIES_KEY });
    },
    onError,
  });
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h3">
          {t('operator.currencies')}
        </Title>
        <QueryState query={currencies}>
          {(list) => (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operator.code')}</Table.Th>
                  <Table.Th>{t('tournaments.dashboard.name')}</Table.Th>
                  <Table.Th>{t('operator.symbol')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((currency) => (
                  <Table.Tr key={currency.currencyId}>
                    <Table.Td>{currency.code}</Table.Td>
                    <Table.Td>{currency.name}</Table.Td>
                    <Table.Td>{currency.symbol}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
        <form
          ref={formRef}
          noValidate
          onSubmit={form.onSubmit((values) => add.mutate(values), onInvalid)}
        >
          <Group align="flex-start">
            <TextInput label={t('operator.code')} required {...form.getInputProps('code')} />
            <TextInput
              label={t('operator.currencyName')}
              required
              {...form.getInputProps('name')}
            />
            <TextInput label={t('operator.symbol')} required {...form.getInputProps('symbol')} />
            <Button type="submit" mt={25} loading={add.isPending}>
              {t('operator.addCurrency')}
            </Button>
          </Group>
          {formError && (
            <Alert color="red" role="alert" mt="sm">
              {formError}
            </Alert>
          )}
        </form>
      </Stack>
    </Paper>
  );
}
