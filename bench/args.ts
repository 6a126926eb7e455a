import { existsSync } from 'node:fs';

/** `--name value` / `--flag` arguments into a map; numbers accept `1e6`, `100k`, `1m`. */
export function parseArgs(argv: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument ${arg}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) out.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) out.set(name, (i++, next));
    else out.set(name, 'true');
  }
  return out;
}

export function numberArg(args: Map<string, string>, name: string, fallback: number): number {
  const raw = args.get(name);
  if (raw === undefined) return fallback;
  const match = /^(\d+(?:\.\d+)?(?:e\d+)?)([km]?)$/i.exec(raw.trim());
  if (!match) throw new Error(`--${name} must be a number, got ${raw}`);
  const scale = { '': 1, k: 1e3, m: 1e6 }[(match[2] ?? '').toLowerCase()] ?? 1;
  return Math.round(Number(match[1]) * scale);
}

export const DEFAULT_SQLITE = 'sqlite:';

/** `--label`'s suffix of a report's name, so runs made the same day keep a report each. */
export const labelOf = (args: Map<string, string>) =>
  args.has('label') ? `-${args.get('label')}` : '';

/**
 * `base`, or `base-2`, `base-3`… when a report of that name (any of `extensions`) is already
 * there: reports are named by day and label, and a second run on the same day must not replace
 * a committed one.
 */
export function unusedReportBase(base: string, extensions = ['.md', '.json']) {
  const taken = (candidate: string) => extensions.some((ext) => existsSync(`${candidate}${ext}`));
  let candidate = base;
  for (let n = 2; taken(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}
