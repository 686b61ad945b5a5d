import type { StartedSandbox } from '@taxdesk/sandbox';
import type { TestServer } from './harness';
import type { LoginCredentials, SignInStep } from '../src/lib/sync/connector';
import type { FailedItem } from '../src/lib/sync/sync-module';
import { createSyncRun } from '../src/lib/sync-log';
import type { GstClient, GstSession } from '../src/areas/gst/gst-client';
import type { GstSyncRun } from '../src/areas/gst/gst-sync-support';

/** For the GST tests: sign in through the connector, answering captchas the sandbox tells, and build runs. */

export const TEST_TODAY = '2026-11-21';
export const TEST_NOW = new Date(`${TEST_TODAY}T06:30:00Z`);

export async function captchaAnswer(sandbox: StartedSandbox, step: SignInStep<GstSession>): Promise<string> {
  if (step.done) throw new Error('no captcha asked');
  const binding = (step.state.cookies as Record<string, string>).CaptchaCookie;
  const res = await fetch(`${sandbox.url}/__sandbox/captchas/latest?binding=${binding}`);
  return ((await res.json()) as { answer: string }).answer;
}

export async function signIn(
  sandbox: StartedSandbox,
  portal: GstClient,
  credentials: LoginCredentials,
): Promise<GstSession> {
  let step = await portal.signIn(credentials);
  for (let tries = 0; !step.done; tries++) {
    if (tries > 3) throw new Error('the captcha kept coming back');
    step = await portal.answer(credentials, step.state, await captchaAnswer(sandbox, step));
  }
  return step.session;
}

export async function gstRun(
  s: TestServer,
  orgId: string,
  portal: GstClient,
  session: GstSession,
  modules: string,
): Promise<GstSyncRun & { failures: FailedItem[] }> {
  const runId = await createSyncRun(s.ctx.db, orgId, {
    portal: 'gst',
    accountKey: session.username,
    startedBy: 'test',
    modules,
  });
  const failures: FailedItem[] = [];
  const counts = { newCount: 0, changedCount: 0, failedCount: 0 };
  return {
    app: s.ctx,
    portal,
    session,
    orgId,
    accountKey: session.username,
    runId,
    today: TEST_TODAY,
    counts,
    options: {},
    accountPatch: {},
    failures,
    failed(item) {
      failures.push(item);
      counts.failedCount++;
    },
  };
}
