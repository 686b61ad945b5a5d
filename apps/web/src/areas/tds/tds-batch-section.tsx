import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SignInQueuePanel } from '../../shared/area/sign-in-queue';
import { useBatchWaiting } from '../../shared/area/use-batch-waiting';
import { recordKeys } from '../../shared/resource';
import { SyncProgress } from '../../shared/sync';

type Props = {
  orgId: string;
  portal: string;
  batchId: string | null;
  canCancel: boolean;
  accountHref?: (key: string) => string;
  moduleLabels: Readonly<Record<string, string>>;
};

/**
 * The batch a TDS screen started, live, and the sign-in queue while one of its sign-ins waits for
 * a captcha. Unlike a sync screen's, these screens' own heading is the list's h2, so the queue's
 * heading is an h3 beside the batch's; when the batch ends the records are read again.
 */
export function TdsBatchSection({ orgId, portal, batchId, canCancel, accountHref, moduleLabels }: Props) {
  const queryClient = useQueryClient();
  const waiting = useBatchWaiting(orgId, portal, batchId);
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: recordKeys.all(orgId) });
  }, [orgId, queryClient]);
  if (!batchId) return null;
  return (
    <>
      {waiting ? <SignInQueuePanel orgId={orgId} headingOrder={3} /> : null}
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
    </>
  );
}
