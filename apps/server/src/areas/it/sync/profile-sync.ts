import { RESOURCES } from '@taxdesk/domain';
import type { SyncModule } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { fetchPanDetails, fetchUserProfile } from './profile-api';
import { mapKeyPerson, mapProfile } from './profile-mapping';
import { saveRecords } from './records-sync-support';

/**
 * The PAN's profile (names, status, masked contacts, DSC expiry) into the account's record, and
 * its key persons (directors, partners, karta, trustees) as records of their own. Two calls.
 */
export const profileSync: SyncModule<ItConnector> = {
  key: 'profile',
  label: 'Profile and key persons',
  async run(run) {
    const details = await fetchPanDetails(run.portal, run.session);
    const user = await fetchUserProfile(run.portal, run.session);
    const profile = mapProfile(details, user);
    Object.assign(run.accountPatch, profile);
    const entityName =
      (profile.orgName as string | null) ??
      ([profile.firstNm, profile.midNm, profile.surname].filter(Boolean).join(' ') || null);
    const persons = (details.keyPersonDetails ?? [])
      .filter((p) => p.pan)
      .map((p) => ({ data: mapKeyPerson(p, run.accountKey, entityName), raw: p }));
    await saveRecords(run, RESOURCES.itKeyPerson, persons, { complete: true });
  },
};
