/**
 * A chartered accountant's user id on the e-filing portal: `ARCA` and six digits. It is the
 * ARCA login's natural key (the `arcaId` of /arca/arcaId/{arcaId}).
 */
export const ARCA_ID_PATTERN = /^ARCA[0-9]{6}$/;

export type ArcaIdCheck = { ok: true; value: string } | { ok: false; reason: string };

export function checkArcaId(raw: string): ArcaIdCheck {
  const value = raw.trim().toUpperCase();
  if (value === '') return { ok: false, reason: 'ARCA id is required.' };
  if (!ARCA_ID_PATTERN.test(value))
    return { ok: false, reason: `${value} is not an ARCA id (ARCA followed by six digits).` };
  return { ok: true, value };
}
