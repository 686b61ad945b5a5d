import { okAnswer } from '../messages';
import type { ItServiceHandler, ItServiceTable } from '../service-table';
import { accountRecords } from './account-records';
import type { SandboxRefund } from './record-types';

/**
 * refundStatusService (the sandbox's own name: nothing public shows the portal's): each refund
 * determined on processing a return, and what the refund banker did with it.
 */

function status(r: SandboxRefund, now: number): string {
  if (r.issuedOn > now) return 'Refund determined and sent out to Refund Banker';
  if (r.outcome === 'adjusted') return 'Refund adjusted against outstanding demand u/s 245';
  if (r.outcome === 'failed') return 'Refund failed';
  return 'Refund paid';
}

const refundStatusService: ItServiceHandler = (deps, session, body, reply) => {
  const entity = typeof body.entityNum === 'string' ? body.entityNum.trim().toUpperCase() : '';
  const now = deps.clock.now();
  const refunds =
    entity !== '' && entity !== session.pan
      ? []
      : (accountRecords(deps.portal, session.pan)?.refunds ?? []).filter((r) => r.determinedOn <= now);
  return reply.send(
    okAnswer({
      refundList: refunds.map((r) => {
        const issued = r.issuedOn <= now;
        return {
          refundSeqNo: r.refundSeqNo,
          assessmentYear: String(r.ay),
          refundAmount: r.amount,
          interestUs244A: r.interest244A,
          refundStatus: status(r, now),
          refundIssuedDate: issued && r.outcome !== 'adjusted' ? r.issuedOn : null,
          statusDate: issued ? r.issuedOn : r.determinedOn,
          modeOfPayment: r.outcome === 'adjusted' ? 'Adjustment u/s 245' : 'ECS',
          bankName: r.bank.name,
          bankAccNum: r.bank.account,
          ifscCd: r.bank.ifsc,
          failureReason:
            issued && r.outcome === 'failed'
              ? 'Bank account not pre-validated; pre-validate it and raise a refund re-issue request'
              : null,
        };
      }),
    }),
  );
};

export const REFUND_SERVICES: ItServiceTable = {
  endpoint: '/iec/servicesapi/auth/getEntity',
  handlers: { refundStatusService },
};
