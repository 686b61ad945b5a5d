import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { recordKeys } from '../resource';
import { SyncProgress } from '../sync';
import { areaKeys } from './area-keys';
import { SignInQueueSection } from './sign-in-queue';
import { useBatchWaiting } from './use-batch-waiting';

type Props = {
  orgId: string;
  portal: string;
  batchId: string | null;
  canCancel: boolean;
  accountHref?: (key: string) => string;
  moduleLabels: Readonly<Record<string, string>>;
  /** The sign-in queue only while this batch waits (screens where syncing is a side task). */
  onlyBatchQueue?: boolean;
};

/**
 * The batch a sync screen shows (live, with cancel) and the sign-in queue above it while any
 * sign-in waits; when the batch ends the accounts and records are looked at again.
 */
export function BatchSection({
  orgId,
  portal,
  batchId,
  canCancel,
  accountHref,
  moduleLabels,
  onlyBatchQueue = false,
}: Props) {
  const queryClient = useQueryClient();
  const batchWaiting = useBatchWaiting(orgId, portal, batchId);
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: areaKeys.accounts(orgId, portal) });
    void queryClient.invalidateQueries({ queryKey: recordKeys.all(orgId) });
  }, [orgId, portal, queryClient]);
  return (
    <>
      <SignInQueueSection orgId={orgId} batchWaiting={batchWaiting} onlyBatch={onlyBatchQueue} />
      {batchId ? (
        <SyncProgress
          key={batchId}
          orgId={orgId}
          portal={portal}
          batchId={batchId}
          canCancel={canCancel}
          accountHref={accountHref}
          moduleLabels={moduleLabels}
          onFinished={refresh}
        />
      ) : null}
    </>
  );
}
