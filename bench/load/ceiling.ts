/**
 * The ceiling: a bare `node:http` server that answers every request with the bytes (and
 * headers) the real server sent for the tournament list page, doing no other work.
 * `ceiling.ts <port> <bodyFile> <headersFile>`; stops on SIGTERM.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, bodyFile, headersFile] = process.argv.slice(2) as [string, string, string];
const body = readFileSync(bodyFile);
const headers = JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>;
const server = createServer((_req, res) => {
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
