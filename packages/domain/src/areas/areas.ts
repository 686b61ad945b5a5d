import type { AreaDef } from './area-def';
import { gstArea } from './gst-area';
import { icegateArea } from './icegate-area';
import { itArea } from './it-area';
import { gstPartyArea, msmePartyArea, panPartyArea, tanPartyArea } from './party-areas';
import { preGstArea } from './pregst-area';
import { stateArea } from './state-area';
import { tdsArea } from './tds-area';

/**
 * Every area of the product. Start-up, workers, the schedule, alerts, reminders, the sync log,
 * the web route table and the Home tiles iterate this list: add an area here.
 */
export const AREAS: readonly AreaDef[] = [
  itArea,
  gstArea,
  tdsArea,
  preGstArea,
  stateArea,
  icegateArea,
  gstPartyArea,
  tanPartyArea,
  panPartyArea,
  msmePartyArea,
];

export function areaOf(key: string): AreaDef | undefined {
  return AREAS.find((a) => a.key === key);
}

/** The area whose portal this is (`it`, `rp`, `arca`, `itat` → income tax). */
export function areaOfPortal(portal: string): AreaDef | undefined {
  return AREAS.find((a) => a.portals.some((p) => p.key === portal));
}
