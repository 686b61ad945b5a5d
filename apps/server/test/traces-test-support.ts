import { randomUUID } from 'node:crypto';
import type { PortalUrls } from '../src/config-portals';
import type { AppContext } from '../src/context';
import type { FailedItem, SyncRun } from '../src/lib/sync/sync-module';
import { TracesClient, tracesHosts, type TracesSession } from '../src/areas/tds/traces-client';

/** Signing in to the sandbox's TRACES the way the engine would, with the captcha read from test control. */

export const tracesClient = (portals: Pick<PortalUrls, 'traces' | 'tracesApi'>) =>
  new TracesClient(tracesHosts(portals), { sleep: () => new Promise((r) => setTimeout(r, 2)) });

export async function captchaAnswer(url: string, captchaId: unknown): Promise<string> {
  const res = await fetch(`${url}/__sandbox/captchas/latest?binding=traces:${String(captchaId)}`);
  return ((await res.json()) as { answer: string }).answer;
}

export async function signInTraces(
  client: TracesClient,
  url: string,
  tan: string,
  password: string,
  userId?: string,
) {
  const extra: Record<string, string> = userId ? { userId } : {};
  const credentials = { loginId: tan, password, extra };
  const step = await client.signIn(credentials);
  if (step.done) return step.session;
  const done = await client.answer(credentials, step.state, await captchaAnswer(url, step.state.captchaId));
  if (!done.done) throw new Error('TRACES asked again');
  return done.session;
}

export type TestRun = SyncRun<TracesClient> & { failures: FailedItem[] };

export function tracesRun(
  app: AppContext,
  client: TracesClient,
  session: TracesSession,
  orgId: string,
  today: string,
): TestRun {
  const failures: FailedItem[] = [];
  // Fields the engine may add to runs later come from this spread, not the literal.
  const engineFields = { options: {} };
  return {
    ...engineFields,
    app,
    portal: client,
    session,
    orgId,
    accountKey: session.tan,
    runId: randomUUID(),
    today,
    counts: { newCount: 0, changedCount: 0, failedCount: 0 },
    accountPatch: {},
    failures,
    failed(item) {
      failures.push(item);
      this.counts.failedCount++;
    },
  };
}
