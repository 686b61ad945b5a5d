import { recordKey, RESOURCES, type ResourceDef } from '@taxdesk/domain';
import { inOrg } from '../../../../db/tenant';
import { markMissingRemoved, upsertRecords } from '../../../../lib/records/upsert';
import { fetchArcaProfile, fetchFiledForms, fetchUdins, fetchWorklist } from './arca-api';
import { AWAITING_CA, mapFiledForm, mapUdin, mapWorklistItem } from './arca-mapping';
import type { LoginStep, LoginStepRun } from './login-run';

/** Upserts one list of the login's records; those the portal stopped showing are marked removed. */
async function store(run: LoginStepRun, def: ResourceDef, rows: Record<string, unknown>[]): Promise<void> {
  const { app, orgId, loginId, runId } = run;
  const result = await inOrg(app.db, orgId, async (tx) => {
    const r = await upsertRecords(
      tx,
      orgId,
      def,
      rows.map((data) => ({ data })),
      { runId },
    );
    const present = rows.map((data) => recordKey(def, data));
    await markMissingRemoved(tx, orgId, def, loginId, present, runId);
    return r;
  });
  run.counts.newCount += result.inserted.length;
  run.counts.changedCount += result.changed.length;
}

const profile: LoginStep = {
  key: 'profile',
  label: 'Profile',
  async run(run) {
    const p = await fetchArcaProfile(run.portal, run.session);
    Object.assign(run.accountPatch, {
      name: p.caName ?? null,
      membershipNo: p.membershipNo ?? null,
      firmName: p.firmName ?? null,
      frn: p.frn ?? null,
      email: p.email ?? null,
      mobile: p.mobile ?? null,
    });
  },
};

const worklist: LoginStep = {
  key: 'worklist',
  label: 'Worklist',
  async run(run) {
    const rows = (await fetchWorklist(run.portal, run.session)).map((w) => mapWorklistItem(w, run.loginId));
    await store(run, RESOURCES.arcaWorklistItem, rows);
    run.accountPatch.worklistCount = rows.length;
    run.accountPatch.pendingCount = rows.filter((r) => AWAITING_CA.has(String(r.status))).length;
  },
};

const filedForms: LoginStep = {
  key: 'filedForms',
  label: 'Filed forms',
  async run(run) {
    const rows = (await fetchFiledForms(run.portal, run.session)).map((f) => mapFiledForm(f, run.loginId));
    await store(run, RESOURCES.arcaFiledForm, rows);
    run.accountPatch.filedFormCount = rows.length;
  },
};

const udins: LoginStep = {
  key: 'udins',
  label: 'UDINs',
  async run(run) {
    const rows = (await fetchUdins(run.portal, run.session)).map((u) => mapUdin(u, run.loginId));
    await store(run, RESOURCES.udin, rows);
    run.accountPatch.udinPendingCount = rows.filter((r) => r.udinStatus === 'PENDING').length;
  },
};

/** The ARCA login's sync, in order. */
export const ARCA_STEPS: readonly LoginStep[] = [profile, worklist, filedForms, udins];
