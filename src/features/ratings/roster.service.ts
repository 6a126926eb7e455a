import type { Executor } from '../../db/database.js';
import type { RatedTournament } from './outcome.js';
import { ratedTournament, tenantTournaments } from './outcome.repository.js';
import * as repo from './rating.repository.js';

/** Where a ledger learns whether a tournament is rated and whom its participants field in it. */
export interface RosterSource {
  isRated(tournamentId: string): boolean | Promise<boolean>;
  /** Each participant's roster, in the order asked: a match's sides are looked up together. */
  of(tournamentId: string, participantIds: readonly string[]): Promise<string[][]>;
}

/**
 * The players a participant fields in a tournament: a solo player is its own roster; a team's
 * roster is recorded at its first rated match of the tournament from its members then, and kept,
 * so later changes to the team move neither that tournament's ratings nor a rebuild's. Reads
 * what one result needs, once per tournament and participant.
 */
export class RosterBook implements RosterSource {
  private readonly tournaments = new Map<string, Promise<RatedTournament | undefined>>();
  private readonly rosters = new Map<string, Promise<string[]>>();

  /** `known`: the tournament as the caller already read it, spared a second read. */
  constructor(
    private readonly db: Executor,
    private readonly tenantId: string,
    known?: RatedTournament,
  ) {
    if (known) this.tournaments.set(known.id, Promise.resolve(known));
  }

  async isRated(tournamentId: string) {
    return (await this.tournament(tournamentId))?.rated === 1;
  }

  async of(tournamentId: string, participantIds: readonly string[]): Promise<string[][]> {
    const key = (id: string) => `${tournamentId}:${id}`;
    const missing = participantIds.filter((id) => !this.rosters.has(key(id)));
    if (missing.length > 0) {
      const loading = this.load(tournamentId, missing);
      missing.forEach((id, i) =>
        this.rosters.set(
          key(id),
          loading.then((all) => all[i]!),
        ),
      );
    }
    return Promise.all(participantIds.map((id) => this.rosters.get(key(id))!));
  }

  private tournament(tournamentId: string) {
    let tournament = this.tournaments.get(tournamentId);
    if (!tournament) {
      tournament = ratedTournament(this.db, this.tenantId, tournamentId);
      this.tournaments.set(tournamentId, tournament);
    }
    return tournament;
  }

  /** One read of recorded rosters, and for teams without one, one of members and one insert. */
  private async load(tournamentId: string, participantIds: string[]): Promise<string[][]> {
    if ((await this.tournament(tournamentId))?.participantType === 2)
      return participantIds.map((id) => [id]);
    const rosters = new Map<string, string[]>(participantIds.map((id) => [id, []]));
    for (const r of await repo.recordedRosters(
      this.db,
      this.tenantId,
      tournamentId,
      participantIds,
    ))
      rosters.get(r.participantId)!.push(r.userId);
    const unrecorded = participantIds.filter((id) => rosters.get(id)!.length === 0);
    const members = await repo.currentMembers(this.db, this.tenantId, unrecorded);
    for (const m of members) rosters.get(m.teamId)!.push(m.userId);
    await repo.recordRosters(
      this.db,
      members.map(({ teamId, userId }) => ({
        tenantId: this.tenantId,
        tournamentId,
        participantId: teamId,
        userId,
      })),
    );
    return participantIds.map((id) => rosters.get(id)!);
  }
}

/** Rosters recorded during a rebuild are written in statements of this many rows at most. */
const ROSTER_WRITE_BATCH = 2_000;

const grouped = <T>(rows: T[], keyOf: (row: T) => string, valueOf: (row: T) => string) => {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(valueOf(row));
    else groups.set(key, [valueOf(row)]);
  }
  return groups;
};

/**
 * A rebuild's rosters: the tenant's tournaments, recorded rosters and team members read in
 * three statements up front instead of a few per participant, the same rules as `RosterBook`.
 * Rosters it records are written in batches; `flush` writes the rest.
 */
export class TenantRosters implements RosterSource {
  private readonly unwritten: repo.RosterRow[] = [];

  private constructor(
    private readonly db: Executor,
    private readonly tenantId: string,
    private readonly tournaments: Map<string, { rated?: number; participantType: number }>,
    private readonly recorded: Map<string, string[]>,
    private readonly members: Map<string, string[]>,
  ) {}

  static async load(db: Executor, tenantId: string) {
    const [tournaments, recorded, members] = await Promise.all([
      tenantTournaments(db, tenantId),
      repo.allRecordedRosters(db, tenantId),
      repo.allMembers(db, tenantId),
    ]);
    return new TenantRosters(
      db,
      tenantId,
      new Map(tournaments.map((t) => [t.id, t])),
      grouped(
        recorded,
        (r) => `${r.tournamentId}:${r.participantId}`,
        (r) => r.userId,
      ),
      grouped(
        members,
        (m) => m.teamId,
        (m) => m.userId,
      ),
    );
  }

  isRated(tournamentId: string) {
    return this.tournaments.get(tournamentId)?.rated === 1;
  }

  async of(tournamentId: string, participantIds: readonly string[]) {
    const rosters = [];
    for (const id of participantIds) rosters.push(await this.rosterOf(tournamentId, id));
    return rosters;
  }

  private async rosterOf(tournamentId: string, participantId: string) {
    if (this.tournaments.get(tournamentId)?.participantType === 2) return [participantId];
    const key = `${tournamentId}:${participantId}`;
    const recorded = this.recorded.get(key);
    if (recorded) return recorded;
    const members = this.members.get(participantId) ?? [];
    this.recorded.set(key, members);
    for (const userId of members)
      this.unwritten.push({ tenantId: this.tenantId, tournamentId, participantId, userId });
    if (this.unwritten.length >= ROSTER_WRITE_BATCH) await this.flush();
    return members;
  }

  async flush() {
    await repo.recordRosters(this.db, this.unwritten.splice(0));
  }
}

/** The roster each participant would field now: recorded when it has played, else its members. */
export async function currentRosters(
  db: Executor,
  tenantId: string,
  tournament: { id: string; participantType: number },
  participantIds: readonly string[],
): Promise<Map<string, string[]>> {
  const rosters = new Map<string, string[]>(participantIds.map((id) => [id, []]));
  if (tournament.participantType === 2) {
    for (const id of participantIds) rosters.set(id, [id]);
    return rosters;
  }
  const recorded = await repo.recordedRosters(db, tenantId, tournament.id, participantIds);
  for (const r of recorded) rosters.get(r.participantId)?.push(r.userId);
  const unrecorded = participantIds.filter((id) => rosters.get(id)?.length === 0);
  for (const m of await repo.currentMembers(db, tenantId, unrecorded))
    rosters.get(m.teamId)?.push(m.userId);
  return rosters;
}
