import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { emptyPlayer, type ParticipantValues } from './participant-form';
import { t } from '../../i18n/i18n';

/** Name, seed and the players (teams) or the in-game id (solo players) of one participant. */
export function ParticipantFields({
  form,
  solo,
}: {
  form: UseFormReturnType<ParticipantValues>;
  solo: boolean;
}) {
  const input = (path: string) => ({ ...form.getInputProps(path), key: form.key(path) });
  const players = form.getValues().players;
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <TextInput
          label={t(
            solo ? 'tournaments.participants.playerName' : 'tournaments.participants.teamName',
          )}
          required
          {...input('name')}
        />
        <NumberInput
          label={t('tournaments.participants.seed')}
          description={t('tournaments.participants.seedHint')}
          min={1}
          {...input('seed')}
        />
      </Group>
      {solo ? (
        <TextInput
          label={t('tournaments.participants.inGameId')}
          description={t('tournaments.participants.inGameIdHint')}
          {...input('userGameId')}
        />
      ) : (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('tournaments.participants.playersHeading')}
          </Text>
          {players.map((_, index) => (
            <Group key={form.key(`players.${index}`)} align="flex-end" wrap="nowrap">
              <TextInput
                label={t('tournaments.participants.playerNameN', { number: index + 1 })}
                required
                style={{ flex: 1 }}
                {...input(`players.${index}.displayName`)}
              />
              <TextInput
                label={t('tournaments.participants.playerIdN', { number: index + 1 })}
                placeholder={t('tournaments.participants.idPlaceholder')}
                style={{ flex: 1 }}
                {...input(`players.${index}.userGameId`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('tournaments.participants.removePlayer', { number: index + 1 })}
                disabled={players.length === 1}
                onClick={() => form.removeListItem('players', index)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {form.errors.players && (
            <Text c="red" size="sm">
              {form.errors.players}
            </Text>
          )}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            onClick={() => form.insertListItem('players', emptyPlayer())}
          >
            {t('tournaments.participants.addPlayer')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
