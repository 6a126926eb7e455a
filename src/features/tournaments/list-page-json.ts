import type { JsonChunks, Serializer } from '../../http/read-cache.js';
import { listPageData, seenBy, type EveryonesPage, type ListPage } from './tournament.service.js';
import { cannotJoinReason, nextDeadline } from './tournament.view.js';

/** How a line without a viewer ends: its viewer fields, last in the schema, all null. */
const NO_VIEWER = Buffer.from('"hasJoined":null,"canJoin":null,"cannotJoinReason":null}');

/**
 * The page as everyone sees it, serialized, and cut where each line's viewer fields go (views
 * into its bytes): kept per page as read (a registration since makes a new page object) until
 * the clock changes a line (a registration deadline passes).
 */
interface CutPage {
  json: Buffer;
  parts: Buffer[];
  until: number;
}

const cutPages = new WeakMap<EveryonesPage, CutPage>();

/**
 * A viewer's page as last put together, per viewer's facts as kept: served again while it was
 * made from the same cut page (the page unchanged, and no deadline passed since).
 */
const viewerPages = new WeakMap<
  NonNullable<ListPage['facts']>,
  { cut: CutPage; chunks: JsonChunks }
>();

function cutPage(page: ListPage, serializer: Serializer): CutPage {
  const { everyone, now } = page;
  const kept = cutPages.get(everyone);
  if (kept && now < kept.until) return kept;
  const json = Buffer.from(serializer(listPageData({ ...page, facts: undefined })));
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = json.indexOf(NO_VIEWER); at !== -1; at = json.indexOf(NO_VIEWER, from)) {
    parts.push(json.subarray(from, at));
    from = at + NO_VIEWER.length;
  }
  parts.push(json.subarray(from));
  const cut = { json, parts, until: nextDeadline(everyone.rows, now) };
  cutPages.set(everyone, cut);
  return cut;
}

/** Printable ASCII without a quote or backslash: serialized as it is, in quotes, by any serializer. */
const PLAIN_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** A line's viewer fields as the serializer writes them, or undefined for text it would escape. */
function viewerFields(page: ListPage, row: EveryonesPage['rows'][number]): string | undefined {
  const viewer = seenBy(page.facts, row.tournamentId)!;
  const reason = cannotJoinReason(row, Number(row.joinedCount), page.now, viewer);
  if (reason !== null && !PLAIN_TEXT.test(reason)) return undefined;
  const quoted = reason === null ? 'null' : `"${reason}"`;
  return `"hasJoined":${viewer.joined},"canJoin":${reason === null},"cannotJoinReason":${quoted}}`;
}

/**
 * A list page's JSON, the bytes `serializer` would write for `listPageData(page)`: the page as
 * everyone sees it is serialized once, and a viewer's page is that text with the viewer's fields
 * put in, in chunks written once into the answer. Every registration on a page changes what each
 * of its viewers sees, and serializing the whole page again for each of them was most of what
 * their answers cost.
 */
export function listPageChunks(page: ListPage, serializer: Serializer): JsonChunks {
  const cut = cutPage(page, serializer);
  const { facts } = page;
  if (!facts) return [cut.json];
  const kept = viewerPages.get(facts);
  if (kept?.cut === cut) return kept.chunks;
  const chunks = viewersChunks(page, cut, serializer);
  viewerPages.set(facts, { cut, chunks });
  return chunks;
}

function viewersChunks(page: ListPage, cut: CutPage, serializer: Serializer): JsonChunks {
  const { rows } = page.everyone;
  const fields = rows.map((row) => viewerFields(page, row));
  // A schema whose viewer fields are not the line's last, or a reason to escape: whole again.
  if (cut.parts.length !== rows.length + 1 || fields.includes(undefined))
    return [serializer(listPageData(page))];
  const chunks: (Buffer | string)[] = [cut.parts[0]!];
  for (let i = 0; i < rows.length; i++) chunks.push(fields[i]!, cut.parts[i + 1]!);
  return chunks;
}
