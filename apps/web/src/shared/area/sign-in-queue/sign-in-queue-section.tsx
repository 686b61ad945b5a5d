import { useQuery } from '@tanstack/react-query';
import { QUEUE_POLL_MS, SignInQueuePanel } from './sign-in-queue-panel';
import { signInQueueOptions } from './sign-in-queue-api';

/** How often a sync screen looks whether anything waits, while its batch has nobody waiting. */
const IDLE_POLL_MS = 15_000;

type Props = {
  orgId: string;
  batchWaiting: boolean;
  /** Only for the batch on the screen (a screen whose batch is a side task, e.g. a TDS request). */
  onlyBatch?: boolean;
};

/**
 * The sign-in queue on a sync screen: shown while the batch on the screen has runs waiting at a
 * captcha or OTP, and (unless `onlyBatch`) whenever the organisation's queue is not empty.
 */
export function SignInQueueSection({ orgId, batchWaiting, onlyBatch = false }: Props) {
  const queue = useQuery({
    ...signInQueueOptions(orgId, batchWaiting ? QUEUE_POLL_MS : IDLE_POLL_MS),
    enabled: !onlyBatch,
  });
  const waiting = !onlyBatch && (queue.data?.items.length ?? 0) > 0;
  return batchWaiting || waiting ? <SignInQueuePanel orgId={orgId} /> : null;
}
