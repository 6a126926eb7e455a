/**
 * The ceiling: a bare `node:http` server that answers each request with the status, headers and
 * bytes the real server sent for it (`capture.ts` recorded them): every read URL its own answer,
 * every write kind one recorded answer of that kind. Beyond reading the request it does one
 * thing the API server does too: it echoes the trace id of the request's `traceparent` in
 * `x-trace-id`, which the load generator needs to match answers to requests.
 * `ceiling.ts <port> <answersFile>`; stops on SIGTERM.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { CapturedAnswers } from './capture.js';

interface Answer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

const [port, answersFile] = process.argv.slice(2) as [string, string];
const captured = JSON.parse(readFileSync(answersFile, 'utf8')) as CapturedAnswers;
const answerOf = (a: CapturedAnswers['get'][string]): Answer => ({
  status: a.status,
  headers: [
    ...Object.entries(a.headers),
    ['content-length', String(Buffer.byteLength(a.body, 'base64'))],
  ],
  body: Buffer.from(a.body, 'base64'),
});
const gets = new Map(Object.entries(captured.get).map(([path, a]) => [path, answerOf(a)]));
const posts = captured.post.map((a) => ({ pattern: new RegExp(a.pattern), answer: answerOf(a) }));
const missing: Answer = {
  status: 404,
  headers: [['content-type', 'application/json']],
  body: Buffer.from('{"success":false,"message":"not captured"}'),
};

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  const answer =
    (req.method === 'GET' ? gets.get(url) : posts.find((p) => p.pattern.test(url))?.answer) ??
    missing;
  const traceparent = req.headers.traceparent;
  const headers = [...answer.headers];
  if (typeof traceparent === 'string') headers.push(['x-trace-id', traceparent.slice(3, 35)]);
  // Answer once the request body is read, as the API server does.
  req.on('end', () => {
    res.writeHead(answer.status, headers.flat());
    res.end(answer.body);
  });
  req.resume();
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
