/* global URL, console, process */
// Refuses to publish an SDK whose version is not the server's: a server release and the SDK of
// the same version speak the same API (CHANGELOG.md).
import { readFileSync } from 'node:fs';

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const sdk = read('../package.json').version;
const server = read('../../../package.json').version;
if (sdk !== server) {
  console.error(`@tourney/client ${sdk} is not the server's version ${server}: set both alike.`);
  process.exit(1);
}
