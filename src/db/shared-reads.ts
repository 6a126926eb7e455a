import type { VersionReader } from './read-versions.js';

/** A value several cached answers are built from, with its read keys (see `CachedRead`). */
export interface SharedRead<T> {
  /** The read keys that say which members the value has. */
  keys: readonly string[];
  /** The read keys of its members, found after the versions of `keys` are read. */
  memberKeys: () => Promise<readonly string[]>;
  load: () => Promise<T>;
  /**
   * The value brought up to date with the members that `moved` (the same members, since `keys`
   * kept their versions), as a new value: the old one may still be in use. Without it the
   * whole value is loaded again.
   */
  refresh?: (value: T, moved: readonly string[]) => Promise<T>;
}

interface Entry {
  versions: string;
  members: readonly string[];
  memberVersions: readonly number[];
  value: unknown;
}

const sameVersions = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((version, i) => version === b[i]);

/**
 * Values that several answers share (a list page, which each viewer sees with fields of their
 * own on top), kept under the response cache's rule: versions of `keys` are read first, then the
 * members they vouch for, then the members' versions, then the value; it is served again only
 * while all of them keep those versions, or once `refresh` has read again the members that
 * moved. Bounded by count, least recently used first out; a served value is shared, so callers
 * copy it before changing anything.
 */
export class SharedReads {
  private readonly entries = new Map<string, Entry>();
  /**
   * Refreshes under way, by key, with the versions they were started at: a read that finds the
   * same versions waits for that refresh instead of making its own. Its data is as fresh as the
   * reader's own would be, since nothing it is built from changed between the two version reads.
   */
  private readonly refreshing = new Map<string, { at: string; value: Promise<unknown> }>();

  constructor(private readonly maxEntries: number) {}

  async read<T>(
    readVersions: VersionReader,
    key: string,
    { keys, memberKeys, load, refresh }: SharedRead<T>,
  ): Promise<T> {
    if (this.maxEntries === 0) return load();
    const versionsOf = async (of: readonly string[]) =>
      of.length === 0 ? [] : await readVersions(of);
    // An entry's members are read with `keys`, at the same moment: they are the value's
    // members while `keys` keep their versions.
    const entry = this.entries.get(key);
    const current = await versionsOf([...keys, ...(entry?.members ?? [])]);
    const versions = current.slice(0, keys.length).join(',');
    if (entry && entry.versions === versions) {
      const memberVersions = current.slice(keys.length);
      if (sameVersions(memberVersions, entry.memberVersions)) {
        if (this.entries.get(key) === entry) this.keep(key, entry); // most recently used last
        return entry.value as T;
      }
      if (refresh) {
        const at = current.join(',');
        const under = this.refreshing.get(key);
        if (under?.at === at) return (await under.value) as T;
        const moved = entry.members.filter((_, i) => memberVersions[i] !== entry.memberVersions[i]);
        const value = refresh(entry.value as T, moved);
        const own = { at, value };
        this.refreshing.set(key, own);
        try {
          const fresh = await value;
          this.keep(key, { versions, members: entry.members, memberVersions, value: fresh });
          return fresh;
        } finally {
          if (this.refreshing.get(key) === own) this.refreshing.delete(key);
        }
      }
    }
    const members = await memberKeys();
    const memberVersions = await versionsOf(members);
    const value = await load();
    this.keep(key, { versions, members, memberVersions, value });
    return value;
  }

  private keep(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string);
  }
}
