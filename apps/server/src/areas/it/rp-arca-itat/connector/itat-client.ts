import { portalFetch, portalScope } from '../../../../lib/portal/portal-fetch';
import { PortalError } from '../../../../lib/sync/portal-error';

/**
 * The ITAT's public case-status service (no login): an appeal by its number, or a PAN's appeals.
 * Throttled and failing answers are retried a few times, honouring Retry-After.
 */

export type ItatCase = Record<string, unknown> & { appealNo: string; caseStatus?: string };

export class ItatError extends Error {
  constructor(
    readonly kind: 'bad_request' | 'rate_limited' | 'server_error' | 'network',
    message: string,
  ) {
    super(message);
  }
}

export type ItatService = {
  byAppealNo(appealNo: string): Promise<ItatCase[]>;
  byPan(pan: string): Promise<ItatCase[]>;
};

type ItatClientOptions = {
  retries?: number;
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const TIMEOUT_MS = 30_000;

export function createItatClient(baseUrl: string, options: ItatClientOptions = {}): ItatService {
  const retries = options.retries ?? 3;
  const maxWaitMs = options.maxWaitMs ?? 10_000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const scope = portalScope('The ITAT case status', baseUrl);

  async function lookup(query: Record<string, string>): Promise<ItatCase[]> {
    const url = new URL('/itat/api/casestatus', baseUrl);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await portalFetch(scope, url, { signal: AbortSignal.timeout(TIMEOUT_MS), follow: true });
      } catch (err) {
        if (err instanceof PortalError) throw err;
        if (attempt < retries) {
          await sleep(500 * 2 ** attempt);
          continue;
        }
        throw new ItatError(
          'network',
          `The ITAT case status could not be reached: ${(err as Error).message}`,
        );
      }
      const body = (await res.json().catch(() => null)) as {
        status?: string;
        message?: string;
        cases?: unknown;
      } | null;
      if (res.status === 429 || res.status >= 500) {
        if (attempt < retries) {
          const wait = (Number(res.headers.get('retry-after')) || 2 ** attempt) * 1000;
          await sleep(Math.min(maxWaitMs, wait));
          continue;
        }
        throw new ItatError(
          res.status === 429 ? 'rate_limited' : 'server_error',
          res.status === 429
            ? 'The ITAT case status is limiting requests'
            : `The ITAT case status answered ${res.status}`,
        );
      }
      if (res.status === 400)
        throw new ItatError('bad_request', body?.message ?? 'The ITAT refused the search');
      if (!res.ok || !body)
        throw new ItatError('server_error', `The ITAT case status answered ${res.status}`);
      return Array.isArray(body.cases) ? (body.cases as ItatCase[]) : [];
    }
  }

  return {
    byAppealNo: (appealNo) => lookup({ appealNo }),
    byPan: (pan) => lookup({ pan }),
  };
}
