import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import type { SyncModule } from '../../lib/sync/sync-module';
import type { StateClient } from './state-client';

type PortalApplication = {
  applicationNo: string;
  act?: string;
  applicationType?: string;
  state?: string;
  submittedOn?: string;
  currentStatus?: string;
  statusDate?: string;
  registrationNo?: string;
  fee?: string;
  remarks?: string;
  history?: { status: string; date: string; remarks?: string }[];
};

/** dd/mm/yyyy → yyyy-mm-dd. */
const iso = (v: string | undefined) => {
  const m = v ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
};

const PENDING = new Set(['Submitted', 'Under Scrutiny', 'Query Raised', 'Reply Submitted']);

function applicationData(accountId: string, a: PortalApplication): Record<string, unknown> {
  return {
    applicationNo: a.applicationNo,
    accountId,
    act: a.act ?? null,
    applicationType: a.applicationType ?? null,
    state: a.state ?? null,
    submittedOn: iso(a.submittedOn),
    applicationStatus: a.currentStatus ?? null,
    statusChangedOn: iso(a.statusDate),
    registrationNo: a.registrationNo || null,
    fee: a.fee != null && a.fee !== '' ? Number(a.fee) : null,
    // Every status change with its date; the record's events keep when each was first seen.
    statusHistory: (a.history ?? [])
      .map((h) => `${iso(h.date) ?? h.date} ${h.status}${h.remarks ? ` — ${h.remarks}` : ''}`)
      .join('\n'),
    remarks: a.remarks ?? null,
  };
}

/** The dealer's profile (registration numbers) and every application with its status history. */
export const applicationsSync: SyncModule<StateClient> = {
  key: 'applications',
  label: 'Applications',
  async run(run) {
    const profile = (await run.portal.call(run.session, '/state/api/profile')).profile as Record<
      string,
      string
    >;
    if (profile.dealerName) run.accountPatch.name = profile.dealerName;
    Object.assign(run.accountPatch, {
      pan: profile.pan || null,
      state: profile.state || null,
      ptecNo: profile.ptecNo || null,
      ptrcNo: profile.ptrcNo || null,
      vatTin: profile.vatTin || null,
    });
    const answer = await run.portal.call(run.session, '/state/api/applications');
    const applications = (answer.applications as PortalApplication[] | undefined) ?? [];
    const items = applications.map((a) => ({ data: applicationData(run.accountKey, a), raw: a }));
    await inOrg(run.app.db, run.orgId, async (tx) => {
      const r = await upsertRecords(tx, run.orgId, RESOURCES.stateApplication, items, { source: 'portal' });
      run.counts.newCount += r.inserted.length;
      run.counts.changedCount += r.changed.length;
    });
    run.accountPatch.applicationCount = applications.length;
    run.accountPatch.pendingApplicationCount = applications.filter((a) =>
      PENDING.has(a.currentStatus ?? ''),
    ).length;
  },
};
