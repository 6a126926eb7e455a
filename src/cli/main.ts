#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Command, CommanderError } from 'commander';
import { backup, restore } from './commands/backup.js';
import { copyToPostgres } from './commands/copy.js';
import { currencyAdd, currencyList } from './commands/currency.js';
import { gameAdd, gameList } from './commands/game.js';
import { keyIssue, keyList, keyRevoke } from './commands/key.js';
import { migrate } from './commands/migrate.js';
import { openapi } from './commands/openapi.js';
import { ratingsRebuild } from './commands/ratings.js';
import { configureSeedCommand } from './commands/seed.js';
import { serveApi } from './commands/serve.js';
import { staffInvite } from './commands/staff.js';
import { tenantCreate, tenantExport, tenantImport, tenantList } from './commands/tenant.js';
import { webhookSecretsReencrypt } from './commands/webhook-secrets.js';
import { runWorker } from './commands/worker.js';
import { Cli, jsonError, type CliOptions } from './context.js';

const withJson = (command: Command) =>
  command.option('--json', 'print the result (and any error) as JSON');

function addServerCommands(program: Command, cli: Cli) {
  withJson(program.command('serve').description('run the API (migrates first)'))
    .option('--no-worker', 'do not run the webhook delivery worker in this process')
    .action((options) => serveApi(cli, options));
  withJson(program.command('migrate').description('apply pending database migrations')).action(
    (options) => migrate(cli, options),
  );
  withJson(
    program
      .command('worker')
      .description(
        'run only the webhook delivery worker, until SIGTERM (with API processes on WEBHOOK_WORKER=false)',
      ),
  )
    .option('--poll-interval <ms>', 'milliseconds between polls of an idle outbox')
    .action((options) => runWorker(cli, options));
}

function addOperatorCommands(program: Command, cli: Cli) {
  const tenant = program.command('tenant').description('manage tenants');
  withJson(tenant.command('create <name>').description('create a tenant and print its id')).action(
    (name, options) => tenantCreate(cli, name, options),
  );
  withJson(tenant.command('list').description('list tenants')).action((options) =>
    tenantList(cli, options),
  );
  withJson(
    tenant
      .command('export <tenantId>')
      .description('write everything a tenant owns to one archive (see docs/operations.md)'),
  )
    .requiredOption('--out <file>', 'the archive to write')
    .option(
      '--include-webhook-secrets',
      'put webhook signing secrets in the archive in plain text (else those webhooks arrive paused)',
    )
    .action((tenantId, options) => tenantExport(cli, tenantId, options));
  withJson(
    tenant
      .command('import <file>')
      .description(
        'load a tenant archive under its own tenant id, or a new one; refuses any id that exists',
      ),
  )
    .option(
      '--as-new-tenant',
      'load it under a new tenant id, every id it owns drawn anew (API keys stay behind)',
    )
    .option('--name <name>', "the new tenant's name (default: the archive's, numbered if taken)")
    .option('--id-map <file>', "with --as-new-tenant: write the archive's ids to the new ones")
    .action((file, options) => tenantImport(cli, file, options));

  const key = program.command('key').description("manage tenants' API keys");
  withJson(
    key.command('issue <tenantId>').description('issue an API key and print it (shown only once)'),
  )
    .option('--name <name>', 'a label for the key', 'cli')
    .option(
      '--scopes <scopes>',
      'comma-separated: integration (the integration API), manage (the organiser API); without it, integration only',
      'integration',
    )
    .action((tenantId, options, command: Command) =>
      keyIssue(cli, tenantId, {
        ...options,
        scopesDefaulted: command.getOptionValueSource('scopes') === 'default',
      }),
    );
  withJson(
    key
      .command('list <tenantId>')
      .description("list a tenant's keys: id, prefix, state, scopes, last use, name (no secrets)"),
  ).action((tenantId, options) => keyList(cli, tenantId, options));
  withJson(key.command('revoke <keyId>').description('revoke an API key')).action(
    (keyId, options) => keyRevoke(cli, keyId, options),
  );

  const staff = program.command('staff').description("manage tenants' console staff");
  withJson(
    staff
      .command('invite <tenantId> <email>')
      .description(
        "invite a tenant's staff member (e.g. its first owner) and print the one-time link",
      ),
  )
    .requiredOption('--role <role>', 'owner, admin or organiser')
    .option(
      '--url <origin>',
      'the origin people reach the console at (default: the configured host and port)',
    )
    .action((tenantId, email, options) => staffInvite(cli, tenantId, email, options));

  const game = program.command('game').description('manage the game catalogue');
  withJson(game.command('add <name>').description('add a game'))
    .option('--description <text>')
    .option('--short-name <text>')
    .option('--region <text>')
    .option('--developer <text>')
    .option('--publisher <text>')
    .option('--platform <text>', 'stored as the Game field platForm')
    .option('--genre <text>')
    .option('--image <url>')
    .option('--cover-image <url>')
    .option('--uid-placeholder <text>', 'hint text for the in-game id input')
    .option('--maps <names>', 'comma-separated map names, in order')
    .action((name, options) => gameAdd(cli, name, options));
  withJson(game.command('list').description('list the games, by name')).action((options) =>
    gameList(cli, options),
  );

  const secrets = program
    .command('webhook-secrets')
    .description('the keys that encrypt webhook signing secrets at rest');
  withJson(
    secrets
      .command('reencrypt')
      .description(
        'encrypt every webhook signing secret with the first key of WEBHOOK_SECRET_KEYS (key rotation)',
      ),
  ).action((options) => webhookSecretsReencrypt(cli, options));

  const ratings = program.command('ratings').description("players' skill ratings");
  withJson(
    ratings
      .command('rebuild')
      .description(
        'recompute every rating from scratch from the completed matches of rated tournaments, in play order',
      ),
  )
    .option('--tenant <tenantId>', "only this tenant's ratings")
    .action((options) => ratingsRebuild(cli, options));

  const currency = program.command('currency').description('manage currencies');
  withJson(currency.command('add <code> <name> <symbol>').description('add a currency')).action(
    (code, name, symbol, options) => currencyAdd(cli, code, name, symbol, options),
  );
  withJson(currency.command('list').description('list the currencies, by code')).action((options) =>
    currencyList(cli, options),
  );
}

/** Commands that keep and move an installation's data. */
function addDataKeepingCommands(program: Command, cli: Cli) {
  withJson(
    program
      .command('backup <file>')
      .description(
        'copy the database to <file> while the server runs, with <file>.manifest.json (rows per table, the webhook-secret keys a restore needs)',
      ),
  )
    .option('--force', 'replace <file> if it exists')
    .action((file, options) => backup(cli, file, options));
  withJson(
    program
      .command('restore <file>')
      .description('replace the database with a backup (stop the server first), then migrate it'),
  )
    .option('--force', 'replace a database that holds data')
    .action((file, options) => restore(cli, file, options));
  withJson(
    program
      .command('copy')
      .description(
        'copy the SQLite database to PostgreSQL, verifying every table (stop writes for the duration)',
      ),
  )
    .requiredOption('--to <url>', 'the PostgreSQL database: postgres://user:password@host:5432/db')
    .option('--force', 'replace data in the target that is not an earlier copy of this database')
    .action((options) => copyToPostgres(cli, options));
}

/** Commands that fill a database with sample data or describe the API, apart from the operator's. */
function addDataCommands(program: Command, cli: Cli) {
  configureSeedCommand(withJson(program.command('seed')), cli);
  program
    .command('openapi')
    .description('print the OpenAPI document the API serves at /api/v1/openapi.json')
    .option('--out <file>', 'write it to this file instead')
    .action((options) => openapi(cli, options));
}

// Two folders up from both src/cli/main.ts and dist/cli/main.js.
const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

function buildProgram(cli: Cli, json: boolean): Command {
  const program = new Command('tourney')
    .description('Tourney operator commands; they act on the database in DATABASE_URL')
    .version(version, '-V, --version', 'print the version')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => cli.stdout.write(text),
      writeErr: (text) => cli.stderr.write(text),
      // With --json, a usage error is the same JSON object as any other failure.
      outputError: (text, write) =>
        write(json ? `${jsonError(text.replace(/^error: /, '').trim())}\n` : text),
    });
  if (!json) program.showHelpAfterError('(add --help for usage)');
  addServerCommands(program, cli);
  addOperatorCommands(program, cli);
  addDataKeepingCommands(program, cli);
  addDataCommands(program, cli);
  return program;
}

/**
 * Runs one command line (the arguments after `tourney`) and resolves to the exit code; _never_
 * throws. Tests call it in-process with their own output, environment and database schema.
 */
export async function runCli(argv: string[], options: CliOptions = {}): Promise<number> {
  const cli = new Cli(options);
  const json = argv.includes('--json');
  try {
    await buildProgram(cli, json).parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    // Commander has already printed its own usage errors, help and version.
    if (error instanceof CommanderError) return error.exitCode;
    cli.fail(error, json);
    return 1;
  }
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    // Installed as a bin, the script is reached through a symlink.
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) process.exitCode = await runCli(process.argv.slice(2));
