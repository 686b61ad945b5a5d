import { RESOURCES } from '@taxdesk/domain';
import { fetchProfile } from './profile-api';
import { accountPatchFromProfile, mapBankAccount } from './profile-mapping';
import type { GstSyncModule } from './gst-sync-support';
import { saveGstRecords, tryGstItem } from './gst-sync-support';
import { gstOwner } from './gst-values';

/**
 * The registration profile of every GSTIN of the login: the first one's details go on the account
 * record (legal name, state, status, ...), and each GSTIN's bank accounts become records.
 */
export const profileSync: GstSyncModule = {
  key: 'profile',
  label: 'Profile and bank accounts',
  async run(run) {
    const gstins = run.session.gstins;
    const banks: { data: Record<string, unknown>; raw: unknown }[] = [];
    for (const [index, gstin] of gstins.entries()) {
      await tryGstItem(run, 'profile', gstin, async () => {
        const profile = await fetchProfile(run.portal, run.session, gstin);
        if (!profile) return;
        if (index === 0) Object.assign(run.accountPatch, accountPatchFromProfile(profile, gstins));
        for (const row of profile.bankAccounts ?? [])
          banks.push({ data: mapBankAccount(row, gstOwner(gstin, run.accountKey)), raw: row });
      });
    }
    await saveGstRecords(run, RESOURCES.gstBankAccount, banks);
  },
};
