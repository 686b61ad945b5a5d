import { checkPan, PAN_HOLDER_TYPES } from '@taxdesk/domain';
import { partyName } from '../gst-public/party-name';
import { Rng } from '../rng';

export type PanStatus = 'Active' | 'Inactive' | 'Deleted';

export type PanHolder = {
  pan: string;
  fullName: string;
  panStatus: PanStatus;
  aadhaarLinked: 'Y' | 'N';
  holderType: string;
};

/** The portal's words for each status ("Active" is seen in public code; the others are ours). */
export const PAN_STATUS_DESC: Readonly<Record<PanStatus, string>> = {
  Active: 'PAN is Active and details are as per PAN.',
  Inactive: 'PAN is Inoperative as it is not linked with Aadhaar.',
  Deleted: 'PAN is Deleted.',
};

/**
 * The holder of a PAN, the same for the same seed. A PAN whose digits end in 0 was never allotted;
 * every other valid PAN exists, mostly active.
 */
export function panHolder(seed: string, raw: string): PanHolder | null {
  const check = checkPan(raw);
  if (!check.ok || check.value[8] === '0') return null;
  const pan = check.value;
  const rng = new Rng(seed, 'pan-holder', pan);
  const name = partyName(rng, pan[3]!, pan[4]!);
  const panStatus = rng.weighted<PanStatus>([
    ['Active', 86],
    ['Inactive', 10],
    ['Deleted', 4],
  ]);
  return {
    pan,
    fullName: name.legalName.replace(/^M\/S /, ''),
    panStatus,
    aadhaarLinked: pan[3] === 'P' ? (panStatus === 'Inactive' ? 'N' : 'Y') : 'N',
    holderType: PAN_HOLDER_TYPES[pan[3]!]!,
  };
}
