/** The embed script's pure parts: the frame's address and which messages may resize it. */

/**
 * The public page of `slug` on the script's server, chrome-less; `view` passes through, `kind`
 * `circuit` names a circuit's page (`/c/`) instead of a tournament's, and `lang` (the embedding
 * page's language) chooses the page's.
 */
export function embedFrameUrl(
  origin: string,
  slug: string,
  view?: string | null,
  kind?: string | null,
  lang?: string | null,
): string {
  const page = kind === 'circuit' ? 'c' : 't';
  const url = new URL(`/${page}/${encodeURIComponent(slug)}`, origin);
  url.searchParams.set('embed', '1');
  if (view) url.searchParams.set('view', view);
  if (lang) url.searchParams.set('lang', lang);
  return url.href;
}

export const HEIGHT_MESSAGE = 'tourney:height';
/** Taller than any sane page: a frame never grows past it, whatever a message says. */
const MAX_HEIGHT = 100_000;

/**
 * The height a message asks the frame to take, or null when the message is not the frame's:
 * another origin (any other page or script can post to this window), or a malformed body.
 */
export function heightFromMessage(
  message: { origin: string; data: unknown },
  frameOrigin: string,
): number | null {
  if (message.origin !== frameOrigin) return null;
  const data = message.data as { type?: unknown; height?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== HEIGHT_MESSAGE) return null;
  const height = data.height;
  if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return null;
  return Math.min(Math.ceil(height), MAX_HEIGHT);
}
