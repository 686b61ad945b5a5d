import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Development: the server (embedded default unless DATABASE_URL is set) and Vite with hot reload;
 * Vite proxies /api to the server. Open http://localhost:5173/a/.
 */
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1', '--port', '5173'], { cwd: 'apps/web', stdio: 'inherit' }),
];

let stopping = false;
function stop(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 5000).unref();
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
