/**
 * One TaxDesk server (with its sandbox) per Playwright worker: worker slot n talks to the server
 * on E2E_BASE_PORT + 2n and that server's sandbox on the port after it.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3210);

export function e2eServerPorts(slot: number): { port: number; sandboxPort: number } {
  const port = E2E_BASE_PORT + 2 * slot;
  return { port, sandboxPort: port + 1 };
}

/** This worker's slot (Playwright sets TEST_PARALLEL_INDEX in each worker process). */
function slot(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** The worker's own server. */
export function serverUrl(): string {
  return `http://127.0.0.1:${e2eServerPorts(slot()).port}`;
}

/** The worker's server's sandbox, for its test controls (its clock, the OTPs it sent). */
export function sandboxUrl(): string {
  return `http://127.0.0.1:${e2eServerPorts(slot()).sandboxPort}`;
}
