import { addDaysNumber } from '@taxdesk/domain';
import type { orgs } from '../db/schema';

type Licence = Partial<typeof orgs.$inferInsert>;

/** Every feature licensed and active until `days` from now. */
export function fullLicence(now: Date, days: number): Licence {
  const until = addDaysNumber(now, days);
  return {
    licExpiry: until,
    licExpiryIt: until,
    licExpiryGst: until,
    licExpiryPreGst: until,
    licExpiryGstParty: until,
    licExpiryTds: until,
    licExpiryState: until,
    licExpiryTanParty: until,
    licExpiryPanParty: until,
    licExpiryMsmeParty: until,
    licIceGateCounter: until,
    isItActive: true,
    isGstActive: true,
    isPreGstActive: true,
    isGstPartyActive: true,
    isTdsActive: true,
    isStateActive: true,
    isTanPartyActive: true,
    isPanPartyActive: true,
    isMsmePartyActive: true,
    isIceGateActive: true,
  };
}

/** A firm that signs up on its own gets a 30-day trial of everything. */
export const TRIAL_DAYS = 30;
