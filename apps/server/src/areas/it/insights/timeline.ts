import type { TIMELINE_KINDS, TimelineEvent, TimelineSource } from '@taxdesk/domain';
import type { Tx } from '../../../db/tenant';
import { timelineEvents as datedEvents } from '../../../lib/records/timeline';
import { accountFilter } from './insight-sql';

/** Income tax's timelines: the generic dated events, narrowed by PAN and branch. */
const TIMELINES: Readonly<Record<(typeof TIMELINE_KINDS)[number], readonly TimelineSource[]>> = {
  proceeding: [
    { type: 'itProceeding', date: 'issuedOn', label: 'Proceeding opened', kind: 'issued' },
    { type: 'itNotice', date: 'issuedOn', label: 'Notice issued', kind: 'issued' },
    { type: 'itNotice', date: 'dueOn', label: 'Response due', kind: 'due' },
    { type: 'itVcRequest', date: 'dueOn', label: 'VC hearing', kind: 'hearing' },
    { type: 'itAdjournment', date: 'dueOn', label: 'Reply due after adjournment', kind: 'due' },
    { type: 'itatAppeal', date: 'dueOn', label: 'ITAT hearing', kind: 'hearing' },
  ],
  return: [
    { type: 'itReturn', date: 'issuedOn', label: 'Return filed', kind: 'issued' },
    { type: 'itReturn', date: 'dueOn', label: 'Return processed', kind: 'due' },
    { type: 'itFiledForm', date: 'issuedOn', label: 'Form filed', kind: 'issued' },
    { type: 'itDemand', date: 'issuedOn', label: 'Demand raised', kind: 'issued' },
    { type: 'itRefund', date: 'issuedOn', label: 'Refund', kind: 'issued' },
  ],
};

export function timelineEvents(
  tx: Tx,
  orgId: string,
  which: keyof typeof TIMELINES,
  range: { from: string; to: string; pan?: string; branch?: string },
): Promise<TimelineEvent[]> {
  return datedEvents(
    tx,
    orgId,
    TIMELINES[which],
    { from: range.from, to: range.to, account: range.pan },
    accountFilter(orgId, range.branch),
  );
}
