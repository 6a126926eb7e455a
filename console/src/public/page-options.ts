/** What the address of the public page says: which tournament, and how to show it. */

export interface PageOptions {
  shareSlug: string | null;
  /** `?embed=1`: inside another site's iframe, without the page's chrome. */
  embed: boolean;
  /** `?view=wall`: a screen on a wall, read from afar. */
  wall: boolean;
}

/** `/t/{shareSlug}` (with or without a trailing slash or further segments) → the slug. */
export function shareSlugFromPath(pathname: string): string | null {
  const match = /^\/t\/([^/]+)/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

const YES = new Set(['1', 'true', 'yes', '']);

export function pageOptions(location: { pathname: string; search: string }): PageOptions {
  const query = new URLSearchParams(location.search);
  const embed = query.get('embed');
  return {
    shareSlug: shareSlugFromPath(location.pathname),
    embed: embed !== null && YES.has(embed.toLowerCase()),
    wall: query.get('view') === 'wall',
  };
}
