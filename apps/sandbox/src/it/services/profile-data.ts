import { Rng } from '../../rng';
import type { ItAccountProfile } from '../accounts';
import { DAY_MS, TIMELINE_ANCHOR, atIst } from '../dates';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from '../seed-data';
import { directorIdFor } from './record-ids';
import type { SandboxKeyPerson, SandboxProfileDetails } from './record-types';

/** What the profile pages show beyond the login's names and contacts. */

// prettier-ignore
const PLACES = [
  { city: 'Mumbai', state: 'MAHARASHTRA', pin: '400', area: 'Andheri East' },
  { city: 'Pune', state: 'MAHARASHTRA', pin: '411', area: 'Kothrud' },
  { city: 'Bengaluru', state: 'KARNATAKA', pin: '560', area: 'Jayanagar' },
  { city: 'Chennai', state: 'TAMIL NADU', pin: '600', area: 'T Nagar' },
  { city: 'Hyderabad', state: 'TELANGANA', pin: '500', area: 'Banjara Hills' },
  { city: 'New Delhi', state: 'DELHI', pin: '110', area: 'Karol Bagh' },
  { city: 'Kolkata', state: 'WEST BENGAL', pin: '700', area: 'Salt Lake' },
  { city: 'Ahmedabad', state: 'GUJARAT', pin: '380', area: 'Navrangpura' },
  { city: 'Jaipur', state: 'RAJASTHAN', pin: '302', area: 'Malviya Nagar' },
  { city: 'Kochi', state: 'KERALA', pin: '682', area: 'Kakkanad' },
] as const;

const ROADS = ['M G Road', 'Station Road', 'Link Road', 'Ring Road', 'Temple Street', 'Market Road'];

export function profileDetails(seed: string, profile: ItAccountProfile): SandboxProfileDetails {
  const rng = new Rng(seed, 'it-profile', profile.pan);
  const place = rng.pick(PLACES);
  const individual = profile.holderType === 'P';
  const born = individual
    ? Date.UTC(rng.int(1950, 1998), rng.int(0, 11), rng.int(1, 28))
    : Date.UTC(rng.int(1975, 2018), rng.int(0, 11), rng.int(1, 28));
  const hasDsc = !individual || rng.chance(0.3);
  // Some certificates lapse in the weeks after the anchor, so an expiry alert has something to say.
  const dscExpiresOn = hasDsc
    ? TIMELINE_ANCHOR + (rng.chance(0.3) ? rng.int(5, 60) : rng.int(-200, 700)) * DAY_MS
    : null;
  return {
    dateOfBirth: born,
    gender: individual ? (FEMALE_FIRST_NAMES.includes(profile.firstNm as never) ? 'F' : 'M') : null,
    residentialStatus: individual && rng.chance(0.05) ? 'Non-Resident' : 'Resident',
    aadhaarLinkStatus: individual ? (rng.chance(0.9) ? 'Linked' : 'Not linked') : 'Not applicable',
    address: {
      flatDoorBlockNo: `${rng.int(1, 450)}${individual ? `, ${rng.pick(['A', 'B', 'C'])} Wing` : ', Ground Floor'}`,
      roadStreetPostoffice: rng.pick(ROADS),
      areaLocality: place.area,
      townCityDistrict: place.city,
      stateName: place.state,
      pinCode: `${place.pin}${String(rng.int(1, 99)).padStart(3, '0')}`,
    },
    dscExpiresOn,
  };
}

const DESIGNATIONS: Record<string, readonly string[]> = {
  C: ['Managing Director', 'Director', 'Whole-time Director', 'Director'],
  F: ['Managing Partner', 'Partner', 'Partner'],
  H: ['Karta'],
  T: ['Managing Trustee', 'Trustee', 'Trustee'],
  A: ['Principal Officer', 'Secretary'],
};

function personPan(rng: Rng, surname: string): string {
  const l = () => rng.letter();
  return `${l()}${l()}${l()}P${surname.charAt(0)}${String(rng.int(1, 9999)).padStart(4, '0')}${l()}`;
}

/**
 * Key persons of a non-individual account (directors, partners, karta, trustees). A few are
 * appointed after the anchor, so a later sync finds a new one.
 */
export function keyPersons(seed: string, profile: ItAccountProfile): SandboxKeyPerson[] {
  const roles = DESIGNATIONS[profile.holderType];
  if (!roles) return [];
  const rng = new Rng(seed, 'it-key-persons', profile.pan);
  const count = profile.holderType === 'H' ? 1 : rng.int(2, roles.length);
  const out: SandboxKeyPerson[] = [];
  for (let i = 0; i < count; i++) {
    const surname = profile.holderType === 'H' ? profile.name.split(' ')[1]! : rng.pick(SURNAMES);
    const first =
      profile.holderType === 'H'
        ? profile.name.split(' ')[0]!
        : rng.pick(rng.chance(0.6) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
    const later = i === count - 1 && count > 1 && rng.chance(0.2);
    const day = later
      ? TIMELINE_ANCHOR + rng.int(3, 30) * DAY_MS
      : TIMELINE_ANCHOR - rng.int(200, 4000) * DAY_MS;
    out.push({
      name: `${first} ${surname}`.toUpperCase(),
      designation: roles[i] ?? roles[roles.length - 1]!,
      pan: personPan(rng, surname),
      din: profile.holderType === 'C' ? directorIdFor(profile.index, i) : null,
      appointedOn: atIst(day, 11, 0),
      mobile: `${rng.pick(['9', '8', '7'])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
      email: `${first.toLowerCase()}.${surname.toLowerCase()}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.co.in'])}`,
    });
  }
  return out;
}

/** `o**************1@rediffmail.com`, as the portal masks an email. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  if (local.length <= 2) return `${local.charAt(0)}*@${domain}`;
  return `${local.charAt(0)}${'*'.repeat(local.length - 2)}${local.charAt(local.length - 1)}@${domain}`;
}

/** `XXXXXX9537`. */
export function maskMobile(mobile: string): string {
  return `${'X'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}
