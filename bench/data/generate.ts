import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { numberArg, parseArgs } from '../args.js';
import { addCatalogue, addTenants } from './catalogue.js';
import { addPeople, type People } from './people.js';
import { Rng } from './random.js';
import { BatchWriter, datasetUrl, finishLoad, openFresh } from './target.js';
import { addTournaments, type TenantOutcome, type TenantPlan } from './tournaments.js';

export interface DatasetSizes {
  tenants: number;
  tournaments: number;
  teams: number;
  matches: number;
}

/** What the load benchmark needs to know about a data set; written next to it as `<name>.ids.json`. */
export interface DatasetIds {
  name: string;
  databaseUrl: string;
  engine: 'sqlite' | 'postgres';
  sizes: DatasetSizes;
  loadSeconds: number;
  rows: Record<string, number>;
  tenantId: string;
  apiKey: string;
  viewerExternalId: string;
  tournamentIds: string[];
  manyMatchesTournamentId: string;
  ffaTournamentId: string;
  teamIds: string[];
  existingUserExternalIds: string[];
  teamCreation: { gameId: string; ownerExternalIds: string[] };
  registration: { tournamentIds: string[]; teamIds: string[] };
}

/** The benchmark's default data set: 200k matches. */
export const BENCH_SIZES: DatasetSizes = { tenants: 3, tournaments: 2_000, teams: 20_000, matches: 200_000 };

/** The sizes given as `--tenants --tournaments --teams --matches`, the others as in `fallback`. */
export const sizesFromArgs = (args: Map<string, string>, fallback: DatasetSizes): DatasetSizes => ({
  tenants: numberArg(args, 'tenants', fallback.tenants),
  tournaments: numberArg(args, 'tournaments', fallback.tournaments),
  teams: numberArg(args, 'teams', fallback.teams),
  matches: numberArg(args, 'matches', fallback.matches),
});

/** The SQLite data set made at the sizes `args` give (the benchmark's by default), and its ids. */
export function sqliteDataset(args: Map<string, string>, resultsDir: string) {
  const sizes = sizesFromArgs(args, BENCH_SIZES);
  const name = datasetName(sizes);
  const url = datasetUrl('sqlite:', name, resultsDir);
  const ids = JSON.parse(readFileSync(idsFileOf(url, name, resultsDir), 'utf8')) as DatasetIds;
  return { sizes, name, url, ids };
}

export const datasetName = (s: DatasetSizes) => `bench-${s.tenants}x-${s.tournaments}t-${s.teams}tm-${s.matches}m`;
export const idsFileOf = (url: string, name: string, resultsDir: string) =>
  url.startsWith('sqlite:') ? `${url.slice('sqlite:'.length)}.ids.json` : `${resultsDir}/${name}.pg.ids.json`;

function split(total: number, parts: number, index: number) {
  return Math.floor(total / parts) + (index < total % parts ? 1 : 0);
}

/** Fills a fresh database with `sizes` through Kysely and returns the ids the benchmark uses. */
export async function generate(sizes: DatasetSizes, adminUrl: string, resultsDir: string, seed = 42): Promise<DatasetIds> {
  const started = performance.now();
  const name = datasetName(sizes);
  const url = datasetUrl(adminUrl, name, resultsDir);
  const handle = await openFresh(adminUrl, url);
  const writer = new BatchWriter(handle);
  const rng = new Rng(seed);
  const catalogue = addCatalogue(writer);
  await writer.flush();
  const tenants = await addTenants(handle, sizes.tenants);
  const upcoming = Math.min(300, Math.max(sizes.tenants * 3, Math.round(sizes.tournaments * 0.03)));
  const ongoing = Math.min(150, Math.max(sizes.tenants * 2, Math.round(sizes.tournaments * 0.015)));
  let first: { people: People; outcome: TenantOutcome } | undefined;
  let duelMatches = 0;
  for (const [i, tenant] of tenants.entries()) {
    const people = await addPeople(writer, rng, tenant.tenantId, Math.max(50, split(sizes.teams, sizes.tenants, i)), catalogue.games);
    const plan: TenantPlan = {
      tenantId: tenant.tenantId,
      tournaments: Math.max(40, split(sizes.tournaments, sizes.tenants, i)),
      matches: split(sizes.matches, sizes.tenants, i),
      upcoming: split(upcoming, sizes.tenants, i),
      ongoing: split(ongoing, sizes.tenants, i),
      showcase: i === 0,
    };
    const outcome = await addTournaments(writer, rng, plan, people, catalogue.games, catalogue.currencies);
    await writer.flush();
    duelMatches += outcome.duelMatches;
    first ??= { people, outcome };
    process.stdout.write(`  tenant ${i + 1}/${sizes.tenants}: ${outcome.duelMatches} duel matches, ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  }
  await finishLoad(handle);
  await handle.db.destroy();
  const { people, outcome } = first as { people: People; outcome: TenantOutcome };
  const sampleTeams = (game: number, n: number) => (people.teamsByGame[game] ?? []).slice(0, n).map((t) => t.id);
  const ids: DatasetIds = {
    name, databaseUrl: url, engine: handle.engine, sizes,
    loadSeconds: Math.round((performance.now() - started) / 100) / 10,
    rows: { ...Object.fromEntries(writer.counts), tenants: tenants.length, api_keys: tenants.length, duelMatches },
    tenantId: tenants[0]?.tenantId as string,
    apiKey: tenants[0]?.apiKey as string,
    viewerExternalId: people.userExternalIds[0] as string,
    tournamentIds: rng.sample(outcome.visibleTournamentIds, 100),
    manyMatchesTournamentId: outcome.manyMatchesTournamentId as string,
    ffaTournamentId: outcome.ffaTournamentId as string,
    teamIds: rng.sample(people.teamsByGame.flat().map((t) => t.id), 200),
    existingUserExternalIds: rng.sample(people.userExternalIds, 500),
    teamCreation: {
      gameId: catalogue.games[0]?.id as string,
      // Every player of the game: a run creates tens of thousands of teams, and a few owners
      // with thousands of teams each would make their upserts (which bump every team's read
      // version) cost more with each run.
      ownerExternalIds: (people.mappedUsersByGame[0] ?? []).map((u) => people.userExternalIds[u] as string),
    },
    registration: { tournamentIds: outcome.registrationPoolIds, teamIds: sampleTeams(0, 50_000) },
  };
  writeFileSync(idsFileOf(url, name, resultsDir), `${JSON.stringify(ids, null, 1)}\n`);
  return ids;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const sizes = sizesFromArgs(args, {
    tenants: 3,
    tournaments: 10_000,
    teams: 100_000,
    matches: 1_000_000,
  });
  const resultsDir = resolve(args.get('results-dir') ?? 'bench/results');
  const adminUrl = args.get('database-url') ?? 'sqlite:';
  process.stdout.write(`Generating ${datasetName(sizes)} on ${adminUrl.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL'}\n`);
  const ids = await generate(sizes, adminUrl, resultsDir, numberArg(args, 'seed', 42));
  const { registration, teamCreation, teamIds, tournamentIds, existingUserExternalIds, rows, ...summary } = ids;
  process.stdout.write(`Loaded in ${ids.loadSeconds} s\nRows:\n`);
  for (const [table, n] of Object.entries(rows).sort()) process.stdout.write(`  ${table.padEnd(26)} ${n}\n`);
  process.stdout.write(`${JSON.stringify({ ...summary, teamId: teamIds[0], tournamentId: tournamentIds[0], registrationTournaments: registration.tournamentIds.length, registrationTeams: registration.teamIds.length, teamOwners: teamCreation.ownerExternalIds.length, existingUsers: existingUserExternalIds.length }, null, 2)}\n`);
  process.stdout.write(`Ids written to ${idsFileOf(ids.databaseUrl, ids.name, resultsDir)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
