/**
 * Records what the real server answers, for the ceiling to replay: each read URL's own status,
 * headers and bytes, and one answer per write kind. Fetching every read URL once is also the
 * first part of the warm-up (each route's code paths, the response cache).
 */
import { writeFileSync } from 'node:fs';
import type { PlannedRequest } from './wrk.js';

interface CapturedAnswer {
  status: number;
  headers: Record<string, string>;
  /** Base64 of the body's bytes. */
  body: string;
}

export interface CapturedAnswers {
  /** By path and query, as the request line has it. */
  get: Record<string, CapturedAnswer>;
  /** Write answers, matched to a request's path by `pattern` (a regular expression), in order. */
  post: (CapturedAnswer & { pattern: string })[];
}

// Per connection or per response: the ceiling sets its own (the trace id it echoes).
const SKIP = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'x-trace-id',
]);

export async function send(
  baseUrl: string,
  apiKey: string,
  r: Pick<PlannedRequest, 'method' | 'path' | 'body'>,
) {
  const res = await fetch(baseUrl + r.path, {
    method: r.method,
    headers: {
      'x-api-key': apiKey,
      ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes };
}

function answerOf(res: Awaited<ReturnType<typeof send>>): CapturedAnswer {
  return {
    status: res.status,
    headers: Object.fromEntries([...res.headers.entries()].filter(([k]) => !SKIP.has(k))),
    body: res.bytes.toString('base64'),
  };
}

/** Fetches every distinct read once (a few at a time); throws on an answer that fails its check. */
export async function captureReads(
  baseUrl: string,
  apiKey: string,
  reads: PlannedRequest[],
  into: CapturedAnswers,
) {
  const distinct = [...new Map(reads.map((r) => [r.path, r])).values()];
  let next = 0;
  const worker = async () => {
    while (next < distinct.length) {
      const r = distinct[next++] as PlannedRequest;
      const res = await send(baseUrl, apiKey, r);
      const text = res.bytes.toString('utf8');
      if (res.status !== r.status || !text.includes(r.expect))
        throw new Error(`GET ${r.path} answered ${res.status}: ${text.slice(0, 300)}`);
      into.get[r.path] = answerOf(res);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** Sends one write for real and keeps its answer for the ceiling's `pattern`. */
export async function captureWrite(
  baseUrl: string,
  apiKey: string,
  write: PlannedRequest,
  pattern: RegExp,
  into: CapturedAnswers,
) {
  const res = await send(baseUrl, apiKey, write);
  const text = res.bytes.toString('utf8');
  if (res.status !== write.status || !text.includes(write.expect))
    throw new Error(`${write.method} ${write.path} answered ${res.status}: ${text.slice(0, 300)}`);
  into.post.push({ ...answerOf(res), pattern: pattern.source });
}

export const saveAnswers = (file: string, answers: CapturedAnswers) =>
  writeFileSync(file, JSON.stringify(answers));
