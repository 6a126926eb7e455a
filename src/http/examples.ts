/**
 * The ids and external ids the documented examples use. They name nothing on a real server
 * (replace them with your own); the example test creates a resource for each and sends every
 * documented request with the real ids in their place.
 */
export const EXAMPLE_ID = {
  tenant: '5d0b7f5e-2a8c-4f3e-9c61-8e2f4b7a1c90',
  apiKey: '9e4c1b27-6d8a-4f05-b3e2-7a1f9c5d0e84',
  game: '0b6f1a7e-3c52-4d8e-a1f9-6e2c7d4b8a15',
  currency: '7c1e9d24-58b3-4a6f-b0d2-3f9e8a1c6b47',
  /** A team owned by `EXAMPLE_USER.owner`, with `EXAMPLE_USER.member` in it. */
  team: '3a8f2c61-9d4e-4b7a-8e15-c2f06b9d4a73',
  /** The user id of `EXAMPLE_USER.member`. */
  member: 'b71d4e09-2f6a-4c38-95e7-0d3a8c6f1b52',
  invite: '4f9a0c36-e1b7-4d25-8a6c-5b2e9d7f0a18',
  /** An upcoming tournament open for registration. */
  tournament: 'e4b2d9f1-7a36-4c85-9b0e-1d5f8c2a6e39',
  /** A pending registration to that tournament, with a payment awaiting confirmation. */
  registration: '2c7e5a93-0b4d-4f61-a8e2-9d1c6b3f7e05',
  /** A round not generated yet, of a tournament with approved participants. */
  round: '8d3f6b1a-5e29-4c07-b4a8-f2e1c9d07a36',
  /** The generated duel round `match` is in. */
  duelRound: '4e6a9c2d-8b15-4f73-a0e6-7c3d1b9f5a28',
  /** A duel match (best of 3) whose two participants are known. */
  match: 'c5a2e8f0-1d7b-4e93-a6c4-3b9f0d2e8a71',
  /** A free-for-all group and two participants in it. */
  group: '6b0e3d7c-9a14-4f8b-8c25-e7d1a4f09b63',
  ffaParticipant1: 'a3c9f1e6-4b28-4d7a-9e05-1f6b8d2c7a49',
  ffaParticipant2: 'f8e2b5d1-7c43-4a96-b1d8-0e5a3c9f6b27',
  /** A team added by staff to `tournament`. */
  staffParticipant: '9a4d2f7b-6c18-4e3a-b5d0-8f1e7c2a9b64',
  webhook: '1e7b4c9a-3f06-4d82-a5b9-c8d2f0e6a314',
  delivery: 'd2f5a8c3-6e19-4b70-9d4f-2a8e1c7b5f06',
  /** A staff member (an organiser) of the tenant. */
  staff: '0f3b8e21-6c94-4d7a-b2e5-9a1d7c4f8e63',
  /** A pending invitation to the tenant's staff. */
  staffInvitation: '7a2d5f90-3e18-4c6b-a9d4-1b8e6f2c0d57',
  /** A circuit of the tenant. */
  circuit: '5a0c3f7e-2b1d-4c8e-9f6a-7d3e1b2c4a90',
} as const;

/** The integrator's ids of the example users. */
export const EXAMPLE_USER = {
  /** Owns `EXAMPLE_ID.team` and has an in-game id for `EXAMPLE_ID.game`. */
  owner: 'player-1842',
  /** In no team; has an in-game id for `EXAMPLE_ID.game`. */
  player: 'player-2077',
} as const;

export const EXAMPLE_INVITE_TOKEN = 'tinv_Q2hhbXBpb25zMjAyNg';
