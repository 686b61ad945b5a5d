import { refreshPreGstSummaries } from './pregst-account-summary';
import { gstStateOf, RESOURCES } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import { actorOf, setWork } from '../../lib/records/work';
import { matterKey } from './pregst-matter-records';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

type Matter = { regime: string; ref: string; subject: string; amount: number };

/** Per client: a live matter under each old law, some due soon, one long closed. */
function mattersOf(i: number): {
  notices: Record<string, unknown>[];
  proceedings: Record<string, unknown>[];
} {
  const st: Matter = {
    regime: 'service_tax',
    ref: `SCN/ST/2019/${1100 + i}`,
    subject: 'Service tax on renting of immovable property',
    amount: 240000 + i * 15000,
  };
  const ce: Matter = {
    regime: 'central_excise',
    ref: `OIO/CE/2018/${410 + i}`,
    subject: 'CENVAT credit on input services disallowed',
    amount: 585000 + i * 20000,
  };
  const vat: Matter = {
    regime: 'vat',
    ref: `VAT/ASMT/2017/${780 + i}`,
    subject: 'VAT assessment: purchases from cancelled dealers',
    amount: 97000 + i * 5000,
  };
  const proceeding = (m: Matter, stage: string, forum: string, started: string, hearing: string | null) => ({
    proceedingId: matterKey('proceeding', m.regime, m.ref),
    referenceNo: m.ref,
    regime: m.regime,
    subject: m.subject,
    forum,
    stage,
    period: '2016-17',
    startedOn: started,
    nextHearingDate: hearing,
    demandAmount: m.amount,
  });
  const notice = (
    m: Matter,
    ref: string,
    type: string,
    section: string,
    issued: string,
    due: string | null,
    hearing: string | null,
  ) => ({
    noticeId: matterKey('notice', m.regime, ref),
    referenceNo: ref,
    regime: m.regime,
    noticeType: type,
    subject: m.subject,
    legalSection: section,
    period: '2016-17',
    issuedBy: 'Assistant Commissioner',
    issuedOn: issued,
    dueDate: due,
    hearingDate: hearing,
    amount: m.amount,
    proceedingId: matterKey('proceeding', m.regime, m.ref),
  });
  return {
    proceedings: [
      proceeding(st, 'open', 'adjudication', '2021-04-15', day(5 + i)),
      proceeding(ce, 'in_appeal', 'tribunal', '2019-02-11', day(20 + i)),
      proceeding(vat, 'closed', 'adjudication', '2018-06-01', null),
    ],
    notices: [
      notice(st, st.ref, 'Show cause notice', '73(1)', day(-40), day(3 + i), day(5 + i)),
      notice(ce, `CESTAT/HRG/${900 + i}`, 'Hearing notice', '35B', day(-15), null, day(20 + i)),
      notice(vat, vat.ref, 'Assessment notice', '23', '2018-06-01', '2018-07-01', null),
    ],
  };
}

/**
 * The demo's pre-GST matters, under the GSTINs of the demo's GST clients (the sandbox's, so only
 * when this process started the sandbox): every pre-GST list has records on the first start.
 */
export async function seedPreGstDemo(
  ctx: AppContext,
  owner: { orgId: string; userId: string },
): Promise<number> {
  if (!ctx.sandboxItAccounts) return 0;
  const { sandboxGstAccounts } = await import('@taxdesk/sandbox');
  const clients = sandboxGstAccounts().slice(0, 4);
  await inOrg(ctx.db, owner.orgId, async (tx) => {
    const actor = await actorOf(tx, owner.userId);
    const options = { source: 'manual' as const, actor: actor.email };
    const closed: string[] = [];
    for (const [i, c] of clients.entries()) {
      const gstin = c.gstins[0]!;
      const pan = gstin.slice(2, 12);
      const account = {
        gstin,
        name: c.legalName,
        state: gstStateOf(gstin),
        group: i % 2 === 0 ? 'Legacy disputes' : 'Traders',
        clientNo: `P-${101 + i}`,
        serviceTaxRegNo: `${pan}SD001`,
        exciseRegNo: `${pan}XM001`,
        vatTin: `${gstin.slice(0, 2)}${String(710000000 + i * 1234567).slice(0, 9)}`,
      };
      const { notices, proceedings } = mattersOf(i);
      await upsertRecords(tx, owner.orgId, RESOURCES.preGstAccount, [{ data: account }], options);
      await upsertRecords(
        tx,
        owner.orgId,
        RESOURCES.preGstProceeding,
        proceedings.map((p) => ({ data: { ...p, gstin } })),
        options,
      );
      await upsertRecords(
        tx,
        owner.orgId,
        RESOURCES.preGstNotice,
        notices.map((n) => ({ data: { ...n, gstin } })),
        options,
      );
      closed.push(String(notices[2]!.noticeId));
    }
    // The VAT assessment was settled long ago: its notice is closed work.
    if (closed.length)
      await setWork(tx, owner.orgId, RESOURCES.preGstNotice, closed, { status: 'closed' }, actor);
    await refreshPreGstSummaries(
      tx,
      owner.orgId,
      clients.map((c) => c.gstins[0]!),
      actor.email,
    );
  });
  return clients.length;
}
