/** What a 200 answered to a GET, kept to be served again when the server answers 304. */
export interface KeptAnswer {
  etag: string;
  data: unknown;
  message: string;
  meta: unknown;
}

export interface ConditionalRequestOptions {
  /** How many answers to keep, the least recently used dropped first. Default 200. */
  maxEntries?: number;
}

/** The answers one client keeps, by credential and URL; `undefined` when turned off. */
export interface KeptAnswers {
  /** The kept answer of this request, marked as just used. */
  get(key: string): KeptAnswer | undefined;
  set(key: string, answer: KeptAnswer): void;
  delete(key: string): void;
}

const DEFAULT_KEPT_ANSWERS = 200;

/**
 * A least-recently-used map of answers: a `Map` keeps insertion order, so moving an entry to
 * the end on each use leaves the least recently used first, where eviction takes it.
 */
export function keptAnswers(
  option: boolean | ConditionalRequestOptions | undefined,
): KeptAnswers | undefined {
  if (option === false) return undefined;
  const maxEntries =
    (typeof option === 'object' ? option.maxEntries : undefined) ?? DEFAULT_KEPT_ANSWERS;
  if (!Number.isInteger(maxEntries) || maxEntries < 1) {
    throw new RangeError(
      `conditionalRequests.maxEntries must be a positive integer, not ${maxEntries}`,
    );
  }
  const entries = new Map<string, KeptAnswer>();
  return {
    get(key) {
      const answer = entries.get(key);
      if (answer === undefined) return undefined;
      entries.delete(key);
      entries.set(key, answer);
      return answer;
    },
    set(key, answer) {
      entries.delete(key);
      entries.set(key, answer);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete(key) {
      entries.delete(key);
    },
  };
}

/**
 * Whose answer and which: the credentials the request carries and its URL, so one key's answer
 * is never served to a request made with another.
 */
export function keptAnswerKey(headers: Record<string, string>, url: string): string {
  return JSON.stringify([headers['x-api-key'] ?? '', headers.authorization ?? '', url]);
}
