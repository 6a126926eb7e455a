import type { AddParticipantBody, Participant } from '../api/participants';

export interface PlayerValues {
  displayName: string;
  userGameId: string;
}

export interface ParticipantValues {
  name: string;
  userGameId: string;
  seed: number | string;
  players: PlayerValues[];
}

export const emptyPlayer = (): PlayerValues => ({ displayName: '', userGameId: '' });

export const emptyParticipant = (solo: boolean): ParticipantValues => ({
  name: '',
  userGameId: '',
  seed: '',
  players: solo ? [] : [emptyPlayer()],
});

/** The form's values for a participant the server listed. */
export function participantValues(p: Participant, solo: boolean): ParticipantValues {
  return {
    name: p.name,
    userGameId: solo ? (p.players[0]?.userGameId ?? '') : '',
    seed: p.seed ?? '',
    players: solo
      ? []
      : p.players.map((x) => ({ displayName: x.displayName, userGameId: x.userGameId ?? '' })),
  };
}

/** The request body: empty in-game ids are left out (the server uses the name). */
export function participantBody(v: ParticipantValues, solo: boolean): AddParticipantBody {
  const seed = v.seed === '' ? {} : { seed: Number(v.seed) };
  if (solo) return { name: v.name, ...seed, ...(v.userGameId ? { userGameId: v.userGameId } : {}) };
  return {
    name: v.name,
    ...seed,
    players: v.players.map((p) => ({
      displayName: p.displayName,
      ...(p.userGameId ? { userGameId: p.userGameId } : {}),
    })),
  };
}
