import { randomBytes } from 'node:crypto';
import type { DbHandle } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation, nowIso } from '../../db/dialect.js';
import { notFound } from '../../errors.js';
import type { PublicationView } from './publication.schemas.js';
import * as repo from './tournament.repository.js';
import { TOURNAMENT_STATUS } from './tournament.schemas.js';

/** 12 random bytes: 16 URL-safe characters, 96 bits, not guessable. */
export const newShareSlug = () => randomBytes(12).toString('base64url');

/** Where the page of a slug lives on the server at `origin` (scheme://host[:port]). */
const pageUrlOf = (origin: string, shareSlug: string) => `${origin}/t/${shareSlug}`;

/** The copy-paste snippets that put the page on another site. */
function embedSnippetsOf(origin: string, shareSlug: string) {
  return {
    iframe: `<iframe src="${pageUrlOf(origin, shareSlug)}?embed=1" title="Tournament" width="100%" height="640" style="border:0" loading="lazy"></iframe>`,
    script: `<script src="${origin}/embed.js" async></script>\n<tourney-bracket slug="${shareSlug}"></tourney-bracket>`,
  };
}

function toPublication(
  row: { isPublic?: number; shareSlug?: string | null },
  origin: string,
): PublicationView {
  const slug = row.shareSlug ?? null;
  return {
    isPublic: row.isPublic === 1,
    shareSlug: slug,
    pageUrl: slug === null ? null : pageUrlOf(origin, slug),
    embedSnippets: slug === null ? null : embedSnippetsOf(origin, slug),
  };
}

export async function getPublication(db: Executor, tenantId: string, id: string, origin: string) {
  const tournament = await repo.findTournament(db, tenantId, id);
  if (!tournament) throw notFound('Tournament');
  return toPublication(tournament, origin);
}

/**
 * Writes a publication change. A new slug is drawn once more if it collides with another
 * tournament's (96 random bits: in practice never).
 */
async function writePublication(
  { db, engine }: DbHandle,
  tenantId: string,
  id: string,
  change: (current: { isPublic?: number; shareSlug?: string | null }) => {
    isPublic?: number;
    shareSlug?: string;
  },
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const current = await repo.lockTournament(trx, engine, tenantId, id);
        if (!current) throw notFound('Tournament');
        const changes = change(current);
        await repo.updateTournament(trx, tenantId, id, { ...changes, updatedAt: nowIso() });
        return { ...current, ...changes };
      });
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** Publishes or hides the page; the first publish draws the slug, later ones keep it. */
export async function setPublication(
  handle: DbHandle,
  tenantId: string,
  id: string,
  isPublic: boolean,
  origin: string,
) {
  const row = await writePublication(handle, tenantId, id, (current) => ({
    isPublic: isPublic ? 1 : 0,
    ...(isPublic && !current.shareSlug ? { shareSlug: newShareSlug() } : {}),
  }));
  return toPublication(row, origin);
}

/** A new slug: the old URL, and every embed of it, stops answering at once. */
export async function regenerateShareSlug(
  handle: DbHandle,
  tenantId: string,
  id: string,
  origin: string,
) {
  const row = await writePublication(handle, tenantId, id, () => ({ shareSlug: newShareSlug() }));
  return toPublication(row, origin);
}

/**
 * The tournament a public slug shows, when its page may be seen: published and out of draft.
 * Unknown, unpublished and draft answer alike (undefined), so nobody can tell them apart.
 */
export async function findPublicTournament(db: Executor, shareSlug: string) {
  const row = await repo.findByShareSlug(db, shareSlug);
  if (!row || row.isPublic !== 1 || row.status === TOURNAMENT_STATUS.DRAFT) return undefined;
  return { tenantId: row.tenantId, tournamentId: row.id, participantType: row.participantType };
}
