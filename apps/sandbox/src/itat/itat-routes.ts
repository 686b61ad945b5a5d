import type { FastifyInstance } from 'fastify';
import { PAN_PATTERN } from '@taxdesk/domain';
import type { SandboxClock } from '../clock';
import type { FaultInjector } from '../faults';
import type { ItPortal } from '../it/portal-state';
import { caseStatusRow, itatCases } from './itat-cases';

/**
 * The ITAT's public case-status service (no login): look an appeal up by its number, or list a
 * PAN's appeals. JSON of the sandbox's own design (the tribunal's site is HTML); dates are
 * DD/MM/YYYY as the tribunal prints them.
 */

export type ItatDeps = { portal: ItPortal; clock: SandboxClock; faults: FaultInjector };

const APPEAL_NO = /^(ITA|CO|SA)\s*(?:NO\.?)?\s*(\d{1,5})\s*\/\s*([A-Z]{2,5})\s*\/\s*(\d{4})$/i;

/** `ita no. 0123/Mum/2023` → `ITA 123/MUM/2023`; null when it is not an appeal number. */
export function normaliseAppealNo(raw: string): string | null {
  const m = APPEAL_NO.exec(raw.trim());
  if (!m) return null;
  return `${m[1]!.toUpperCase()} ${Number(m[2])}/${m[3]!.toUpperCase()}/${m[4]}`;
}

const GATEWAY_PAGE =
  '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head>' +
  '<body><h1>Service Unavailable</h1></body></html>';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function itatRoutes(app: FastifyInstance, deps: ItatDeps): Promise<void> {
  // The same failure modes as the e-filing portal: delay, throttling per address, server errors.
  app.addHook('preHandler', async (request, reply) => {
    const delay = deps.faults.delayFor(undefined);
    if (delay > 0) await sleep(delay);
    const retryAfter = deps.faults.throttle(`itat:${request.ip}`);
    if (retryAfter > 0) {
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send({ status: 'ERROR', message: 'Too many requests. Please try again after some time.' });
    }
    const failure = deps.faults.failure(undefined, undefined);
    if (failure === 'html503')
      return reply.code(503).header('content-type', 'text/html; charset=utf-8').send(GATEWAY_PAGE);
    if (failure) return reply.code(500).send({ status: 'ERROR', message: 'Internal server error' });
  });

  app.get<{ Querystring: { appealNo?: string; pan?: string } }>(
    '/itat/api/casestatus',
    async (request, reply) => {
      const { appealNo, pan } = request.query;
      const cases = itatCases(deps.portal.seed, deps.portal.profiles);
      const now = deps.clock.now();
      let found;
      if (appealNo !== undefined && appealNo !== '') {
        const wanted = normaliseAppealNo(appealNo);
        if (!wanted)
          return reply.code(400).send({ status: 'ERROR', message: `Invalid appeal number: ${appealNo}` });
        found = cases.filter((c) => c.appealNo === wanted && c.filedOn <= now);
      } else if (pan !== undefined && pan !== '') {
        const wanted = pan.trim().toUpperCase();
        if (!PAN_PATTERN.test(wanted))
          return reply.code(400).send({ status: 'ERROR', message: `Invalid PAN: ${pan}` });
        found = cases.filter((c) => c.pan === wanted && c.filedOn <= now);
      } else {
        return reply.code(400).send({ status: 'ERROR', message: 'Give an appealNo or a pan to search by.' });
      }
      if (found.length === 0)
        return reply.send({ status: 'NO_RECORD', message: 'No record found', cases: [] });
      return reply.send({
        status: 'SUCCESS',
        message: `${found.length} record(s) found`,
        cases: found.map((c) => caseStatusRow(c, now)),
      });
    },
  );
}
