/** Identifier rules of the Indian tax portals (see shared/spec/PORTALS.md). */

export const ORG_ID_PATTERN = /^[A-Za-z0-9]{6}$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const TAN_PATTERN = /^[A-Z]{4}[0-9]{5}[A-Z]$/;
export const UDYAM_PATTERN = /^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$/;
export const GST_ARN_PATTERN = /^[A-Z]{2}[0-9]{12}[0-9A-Z]$/;
/** Importer-Exporter Code: the PAN since 2017; older codes are 10 digits. */
export const IEC_PATTERN = /^(?:[A-Z]{5}[0-9]{4}[A-Z]|[0-9]{10})$/;

/** Holder type by the PAN's fourth letter. */
export const PAN_HOLDER_TYPES: Readonly<Record<string, string>> = {
  A: 'Association of persons',
  B: 'Body of individuals',
  C: 'Company',
  F: 'Firm',
  G: 'Government',
  H: 'Hindu undivided family',
  L: 'Local authority',
  J: 'Artificial juridical person',
  P: 'Individual',
  T: 'Trust',
};

export function isOrgId(value: string): boolean {
  return ORG_ID_PATTERN.test(value);
}

export type IdCheck = { ok: true; value: string } | { ok: false; reason: string };

/** Normalises (trim, upper-case) and checks a PAN. The check letter's algorithm is not public. */
export function checkPan(raw: string): IdCheck {
  const value = raw.trim().toUpperCase();
  if (!PAN_PATTERN.test(value)) return { ok: false, reason: 'PAN must be 5 letters, 4 digits and a letter' };
  if (value.slice(5, 9) === '0000') return { ok: false, reason: 'PAN digits cannot be 0000' };
  if (!(value[3]! in PAN_HOLDER_TYPES))
    return { ok: false, reason: `PAN holder type ${value[3]} is not valid` };
  return { ok: true, value };
}

export function checkTan(raw: string): IdCheck {
  const value = raw.trim().toUpperCase();
  if (!TAN_PATTERN.test(value)) return { ok: false, reason: 'TAN must be 4 letters, 5 digits and a letter' };
  return { ok: true, value };
}

export function checkUdyam(raw: string): IdCheck {
  const value = raw.trim().toUpperCase();
  if (!UDYAM_PATTERN.test(value))
    return { ok: false, reason: 'Udyam number must look like UDYAM-XX-00-0000000' };
  return { ok: true, value };
}

/** An IEC is the holder's PAN (checked as one) or, issued before 2017, 10 digits. */
export function checkIec(raw: string): IdCheck {
  const value = raw.trim().toUpperCase();
  if (!IEC_PATTERN.test(value)) return { ok: false, reason: 'IEC must be a PAN or 10 digits' };
  if (/^[0-9]{10}$/.test(value)) return { ok: true, value };
  const pan = checkPan(value);
  return pan.ok ? pan : { ok: false, reason: `IEC: ${pan.reason}` };
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character over its first 14 characters. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const code = BASE36.indexOf(first14[i]!);
    const product = code * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

const GSTIN_SHAPE = /^([0-9]{2})([0-9A-Z]{10})([0-9A-Z])([0-9A-Z])([0-9A-Z])$/;

export type GstinCheck = { ok: true; value: string; warning?: string } | { ok: false; reason: string };

/**
 * Checks a GSTIN's shape and state code. A wrong check character is a warning, not a refusal:
 * widely copied sample GSTINs fail it, and users import them.
 */
export function checkGstin(raw: string): GstinCheck {
  const value = raw.trim().toUpperCase();
  const m = GSTIN_SHAPE.exec(value);
  if (!m) return { ok: false, reason: 'GSTIN must be 15 letters or digits' };
  const state = Number(m[1]);
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) {
    return { ok: false, reason: `GSTIN state code ${m[1]} is not valid` };
  }
  const expected = gstinCheckChar(value.slice(0, 14));
  if (expected !== value[14]) {
    return { ok: true, value, warning: `GSTIN check character should be ${expected}` };
  }
  return { ok: true, value };
}
