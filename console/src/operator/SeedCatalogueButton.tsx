import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { describeError } from '../api/errors';
import { t } from '../i18n/i18n';

/**
 * Adds the starter games (with their maps) and currencies that are missing, as the CLI's
 * `tourney seed --catalogue` does; what is there already stays as the operator left it.
 */
export function SeedCatalogueButton() {
  const queryClient = useQueryClient();
  const seed = useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/admin/catalogue/seed')),
    onSuccess: (seeded) => {
      void queryClient.invalidateQueries({ queryKey: ['operator'] });
      notifications.show({
        color: 'green',
        message:
          seeded.gamesAdded + seeded.currenciesAdded === 0
            ? t('operator.seed.alreadyThere')
            : t('operator.seed.added', {
                games: t('operator.seed.games', { count: seeded.gamesAdded }),
                currencies: t('operator.seed.currencies', { count: seeded.currenciesAdded }),
              }),
      });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('operator.seed.notAdded'),
        message: describeError(error),
      }),
  });
  return (
    <Button variant="default" loading={seed.isPending} onClick={() => seed.mutate()}>
      {t('operator.seed.button')}
    </Button>
  );
}
