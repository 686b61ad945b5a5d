import type { StartedSandbox } from '@taxdesk/sandbox';

/**
 * The calls that reached a portal origin of the sandbox that does not play the route they asked
 * for: a connector pointed at another portal's host. A test that syncs expects none.
 */
export async function misdirectedCalls(sandbox: StartedSandbox): Promise<Record<string, number>> {
  const res = await fetch(`${sandbox.url}/__sandbox/misdirected`);
  return ((await res.json()) as { calls: Record<string, number> }).calls;
}
