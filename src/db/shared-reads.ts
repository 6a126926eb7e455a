import type { VersionReader } from './read-versions.js';

/** A value several cached answers are built from, with its read keys (see `CachedRead`). */
export interface SharedRead<T> {
  /** The read keys that say which members the value has. */
  keys: readonly string[];
  /** The read keys of its members, found after the versions of `keys` are read. */
  memberKeys: () => Promise<readonly string[]>;
  load: () => Promise<T>;
}

interface Entry {
  versions: string;
  members: readonly string[];
  memberVersions: string;
  value: unknown;
}

/**
 * Values that several answers share (a list page, which each viewer sees with fields of their
 * own on top), kept under the response cache's rule: versions of `keys` are read first, then the
 * members they vouch for, then the members' versions, then the value; it is served again only
 * while all of them keep those versions. Bounded by count, least recently used first out; a
 * served value is shared, so callers copy it before changing anything.
 */
export class SharedReads {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries: number) {}

  async read<T>(
    readVersions: VersionReader,
    key: string,
    { keys, memberKeys, load }: SharedRead<T>,
  ): Promise<T> {
    if (this.maxEntries === 0) return load();
    const versionsOf = async (of: readonly string[]) =>
      of.length === 0 ? '' : (await readVersions(of)).join(',');
    const versions = await versionsOf(keys);
    const entry = this.entries.get(key);
    if (entry && entry.versions === versions) {
      // `keys` kept their versions, so the members are the ones the value was read with.
      if ((await versionsOf(entry.members)) === entry.memberVersions) {
        this.entries.delete(key);
        this.entries.set(key, entry); // most recently used last
        return entry.value as T;
      }
    }
    const members = await memberKeys();
    const memberVersions = await versionsOf(members);
    const value = await load();
    this.entries.delete(key);
    this.entries.set(key, { versions, members, memberVersions, value });
    if (this.entries.size > this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
