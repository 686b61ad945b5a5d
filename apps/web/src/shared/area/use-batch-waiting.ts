import { useQuery } from '@tanstack/react-query';
import { batchProgressOptions } from '../sync';

/** Whether the batch on the screen has runs paused at a captcha or OTP (shares the progress poll). */
export function useBatchWaiting(orgId: string, portal: string, batchId: string | null): boolean {
  const progress = useQuery({ ...batchProgressOptions(orgId, portal, batchId ?? ''), enabled: !!batchId });
  return !!batchId && (progress.data?.counts.waiting ?? 0) > 0;
}
