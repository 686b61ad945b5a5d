import { runAdmin } from './run-admin';

/** `npm run admin -- <command> [options]`: the operator's command line (run-admin.ts). */
void runAdmin(process.argv.slice(2), {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (text) => process.stderr.write(text),
}).then((code) => process.exit(code));
