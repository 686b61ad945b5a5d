import type { FastifyReply } from 'fastify';
import { bodyOf, requireSession, sendBadRequest } from '../http';
import type { ItDeps } from '../http';
import { IT_CODES, errorAnswer } from '../messages';
import type { ItRouteRegistrar, ItServiceHandler, ItServiceTable } from '../service-table';
import { accountRecords } from './account-records';
import { intimationPdf, itrvPdf } from './record-pdfs';
import type { SandboxReturn } from './record-types';
import { itrJson } from './itr-json';
import { RETURN_SECTION_CODES, returnActivities, returnStatus } from './returns-data';

/** Filed returns: itrStatusService and the return's documents (JSON, ITR-V, 143(1) intimation). */

export const RETURNS_FORM = 'FO-006-ITRST';

function text(value: unknown): string {
  return typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
}

function visibleReturns(deps: ItDeps, pan: string): SandboxReturn[] {
  const now = deps.clock.now();
  return (accountRecords(deps.portal, pan)?.returns ?? []).filter((r) => r.filedOn <= now);
}

function returnRow(r: SandboxReturn, now: number, tdsClaimed: number) {
  const processed = r.processedOn !== null && r.processedOn <= now;
  const verified = r.verifiedOn !== null && r.verifiedOn <= now;
  return {
    assmentYear: String(r.ay),
    ackNum: r.ackNum,
    ackDt: r.filedOn,
    formTypeCd: r.formTypeCd,
    efileStatus: returnStatus(r, now),
    incmTaxSecCd: RETURN_SECTION_CODES[r.incmTaxSecCd] ?? r.incmTaxSecCd,
    filingTypeCd: r.filingTypeCd,
    verDt: verified ? r.verifiedOn : null,
    verMode: verified ? r.verificationMode : null,
    processDt: processed ? r.processedOn : null,
    totIncome: r.totalIncome,
    taxPayable: r.taxPayable,
    taxPaid: r.taxesPaid,
    // Of the taxes paid, what the return claims as TDS/TCS (the rest is its challans): 26AS checks it.
    tdsClaimed,
    refundAmt: processed ? Math.max(0, r.balance) : null,
    demandAmt: processed ? Math.max(0, -r.balance) : null,
    intimationDin: processed ? r.intimationDin : null,
    itrPanDetlList: returnActivities(r, now).map((a) => ({
      statusDesc: a.statusDesc,
      activityTxt: a.activityTxt,
      statusDt: a.on,
    })),
  };
}

const itrStatusService: ItServiceHandler = (deps, session, body, reply) => {
  const entity = text(body.entityNum).toUpperCase();
  if (entity !== '' && entity !== session.pan) return reply.send([]);
  const now = deps.clock.now();
  const claims = accountRecords(deps.portal, session.pan)?.taxCredits.tdsClaimed;
  // Like eProceedingDetailsService, this service answers a bare array: every year in one call.
  return reply.send(
    visibleReturns(deps, session.pan)
      .sort((a, b) => b.ay - a.ay || b.filedOn - a.filedOn)
      .map((r) => returnRow(r, now, claims?.get(r.ackNum) ?? 0)),
  );
};

export const RETURNS_SERVICES: ItServiceTable = {
  endpoint: '/iec/servicesapi/auth/getEntity',
  formName: RETURNS_FORM,
  handlers: { itrStatusService },
};

function notFound(reply: FastifyReply, desc: string): FastifyReply {
  return reply.code(404).send(errorAnswer(IT_CODES.notFound, desc));
}

/** The three document endpoints: POST with the acknowledgement number in the body. */
export const registerReturnDocuments: ItRouteRegistrar = (app, deps) => {
  const find = (pan: string, ackNum: string) => visibleReturns(deps, pan).find((r) => r.ackNum === ackNum);

  app.post('/iec/itrweb/auth/v0.1/returns/downloadfile', async (request, reply) => {
    const session = requireSession(deps, request, reply);
    if (!session) return reply;
    const ackNum = text(bodyOf(request).ackNum);
    if (ackNum === '') return sendBadRequest(reply, 'Invalid request: ackNum is required.');
    const r = find(session.pan, ackNum);
    if (!r) return notFound(reply, 'No return found for the acknowledgement number.');
    const profile = deps.portal.account(session.pan)!.profile;
    return reply
      .header('content-type', 'application/json')
      .header('content-disposition', `attachment; filename="${ackNum}.json"`)
      .send(
        JSON.stringify(
          itrJson(
            r,
            profile,
            accountRecords(deps.portal, session.pan)!.taxCredits.tdsClaimed.get(r.ackNum) ?? 0,
          ),
        ),
      );
  });

  app.post('/iec/itrweb/auth/v0.1/returns/pdf', async (request, reply) => {
    const session = requireSession(deps, request, reply);
    if (!session) return reply;
    const body = bodyOf(request);
    const ackNum = text(body.ackNum);
    if (ackNum === '') return sendBadRequest(reply, 'Invalid request: ackNum is required.');
    const r = find(session.pan, ackNum);
    if (!r || (text(body.ay) !== '' && text(body.ay) !== String(r.ay)))
      return notFound(reply, 'No acknowledgement found for the return.');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="ITRV_${ackNum}.pdf"`)
      .send(itrvPdf(r, deps.portal.account(session.pan)!.profile));
  });

  app.post('/iec/document/intimation', async (request, reply) => {
    const session = requireSession(deps, request, reply);
    if (!session) return reply;
    const body = bodyOf(request);
    const refno = text(body.refno);
    if (refno === '') return sendBadRequest(reply, 'Invalid request: refno is required.');
    const r = find(session.pan, refno);
    const now = deps.clock.now();
    if (
      !r ||
      r.processedOn === null ||
      r.processedOn > now ||
      (text(body.year) !== '' && text(body.year) !== String(r.ay))
    )
      return notFound(reply, 'No intimation found for the reference.');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="Intimation_143(1)_${r.ackNum}.pdf"`)
      .send(intimationPdf(r, deps.portal.account(session.pan)!.profile));
  });
};
