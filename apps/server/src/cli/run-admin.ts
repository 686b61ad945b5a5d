import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { HttpError } from '../lib/http/errors';
import { COMMANDS, type Options } from './commands';
import { CliError, connect } from './connect';
import { prepareRestoreTarget } from './restore';

const FILE_COMMANDS = new Set(['backup', 'restore']);

/** Where a run of the command line reads its settings and writes its output. */
type AdminIo = {
  env: NodeJS.ProcessEnv;
  /** One line of output (the newline is added). */
  out(line: string): void;
  /** Error text, written as given. */
  err(text: string): void;
};

function help(out: AdminIo['out']): void {
  out('Usage: npm run admin -- <command> [options]\n');
  for (const c of Object.values(COMMANDS)) out(`  ${c.usage}\n      ${c.summary}`);
  out('\nConnects like the server: DATABASE_URL, else the embedded database under DATA_DIR (default .data).');
}

async function run(argv: string[], io: AdminIo): Promise<number> {
  const { out } = io;
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    help(out);
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`Unknown command "${name}".\n\n`);
    help(out);
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
    io.err(`${(err as Error).message}\nUsage: npm run admin -- ${command.usage}\n`);
    return 2;
  }
  if (name === 'restore' && typeof options.file === 'string')
    await prepareRestoreTarget(options.file, io.env);
  const conn = await connect(io.env);
  try {
    await command.run(conn, { userId: null, actor: `cli (${userInfo().username})` }, options, out);
    return 0;
  } finally {
    await conn.close();
  }
}

/**
 * The operator's command line: `npm run admin -- <command> [options]`. It connects as the server
 * does (DATABASE_URL, else the embedded PostgreSQL under DATA_DIR) and logs every change in the
 * admin audit log as `cli (<OS user>)`. Answers the exit code: 0 done, 1 refused or failed, 2 a
 * mistake in the command itself. `admin.ts` runs it as a process; tests also run it in theirs.
 */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (err) {
    const known = err instanceof CliError || err instanceof HttpError;
    const detail =
      err instanceof HttpError && err.errors?.length ? err.errors.map((e) => e.message).join('; ') : null;
    io.err(`${known ? (detail ?? (err as Error).message) : ((err as Error).stack ?? String(err))}\n`);
    return 1;
  }
}
