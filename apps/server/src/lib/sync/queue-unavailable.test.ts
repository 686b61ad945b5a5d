import { describe, expect, it } from 'vitest';
import { SERVER_AREAS } from '../../areas';
import type { AppContext } from '../../context';
import { HttpError } from '../http/errors';
import { startSyncBatch } from './batches';
import { requeueWithNewJob } from './resume';

/** Without a job queue (starting, stopped, or an API-only process misconfigured) a sync is 503, not 500. */
describe('a sync asked for while the job queue is not there', () => {
  const ctx = { boss: undefined } as unknown as AppContext;
  const portal = SERVER_AREAS[0]!.portals[0]!;

  it('answers 503 with a retry hint when a batch starts', async () => {
    const err = await startSyncBatch(ctx, 'ORG1', portal, {
      accounts: [{ accountKey: 'A' }],
      modules: [],
      trigger: 'manual',
      startedBy: 'x@example.com',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 503, headers: { 'retry-after': '5' } });
  });

  it('answers 503 when a waiting run is queued again', async () => {
    const err = await requeueWithNewJob(ctx, 'ORG1', 'run', 'q', { resumed: true }, ['waiting']).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ status: 503 });
  });
});
