import type { ScreenTable } from '../../app/screen-types';
import { recordListScreen } from '../../shared/resource/record-screens';

/** The party lookups' lists: every looked-up field, the lookup's date and what changed, in the rows. */
export const partyRecordScreens: ScreenTable = {
  '/{orgId}/gstparty': recordListScreen('gstParty'),
  '/{orgId}/tanparty': recordListScreen('tanParty'),
  '/{orgId}/panparty': recordListScreen('panParty'),
  '/{orgId}/msmeparty': recordListScreen('msmeParty'),
};
