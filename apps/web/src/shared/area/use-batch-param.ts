import { useCurrentSearch, useNavigateTo } from '../resource/router';

/** The batch a screen shows lives in the URL (`?batch=`), so a reload or a shared link keeps it. */
export function useBatchParam(): [string | null, (batchId: string | null) => void] {
  const search = useCurrentSearch();
  const navigate = useNavigateTo();
  const batchId = typeof search.batch === 'string' && search.batch ? search.batch : null;
  const setBatch = (next: string | null) => {
    const rest = Object.fromEntries(
      Object.entries(search).filter(
        ([k, v]) => k !== 'batch' && (typeof v === 'string' || typeof v === 'number'),
      ),
    ) as Record<string, string | number>;
    void navigate({ to: '.', search: next ? { ...rest, batch: next } : rest, replace: true });
  };
  return [batchId, setBatch];
}
