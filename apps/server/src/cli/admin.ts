import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { HttpError } from '../lib/http/errors';
import { COMMANDS, type Options } from './commands';
import { CliError, connect } from './connect';
import { prepareRestoreTarget } from './restore';

const FILE_COMMANDS = new Set(['backup', 'restore']);

/**
 * The operator's command line: `npm run admin -- <command> [options]`. It connects as the server
 * does (DATABASE_URL, else the embedded PostgreSQL under DATA_DIR) and logs every change in the
 * admin audit log as `cli (<OS user>)`.
 */

const out = (line: string) => process.stdout.write(`${line}\n`);

function help(): void {
  out('Usage: npm run admin -- <command> [options]\n');
  for (const c of Object.values(COMMANDS)) out(`  ${c.usage}\n      ${c.summary}`);
  out('\nConnects like the server: DATABASE_URL, else the embedded database under DATA_DIR (default .data).');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    help();
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`Unknown command "${name}".\n\n`);
    help();
    return 2;
  }
  let options: Options;
  try {
    const parsed = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        owner: { type: 'string' },
        id: { type: 'string' },
        days: { type: 'string' },
        org: { type: 'string' },
        feature: { type: 'string' },
        expiry: { type: 'string' },
        active: { type: 'string' },
        email: { type: 'string' },
        search: { type: 'string' },
        reencrypt: { type: 'boolean' },
      },
    });
    // Only backup and restore take a FILE; elsewhere a stray word is a mistake worth naming.
    const [file, ...extra] = parsed.positionals;
    if (extra.length || (file !== undefined && !FILE_COMMANDS.has(name)))
      throw new Error(`Unexpected argument "${extra[0] ?? file}"`);
    options = { ...parsed.values, file };
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\nUsage: npm run admin -- ${command.usage}\n`);
    return 2;
  }
  if (name === 'restore' && typeof options.file === 'string')
    await prepareRestoreTarget(options.file, process.env);
  const conn = await connect();
  try {
    await command.run(conn, { userId: null, actor: `cli (${userInfo().username})` }, options, out);
    return 0;
  } finally {
    await conn.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known = err instanceof CliError || err instanceof HttpError;
    const detail =
      err instanceof HttpError && err.errors?.length ? err.errors.map((e) => e.message).join('; ') : null;
    process.stderr.write(
      `${known ? (detail ?? (err as Error).message) : ((err as Error).stack ?? String(err))}\n`,
    );
    process.exit(1);
  },
);
