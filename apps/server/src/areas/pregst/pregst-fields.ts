import { PRE_GST_REGIME, parseYear } from '@taxdesk/domain';

export type PreGstRegime = keyof typeof PRE_GST_REGIME;
export const REGIMES = Object.keys(PRE_GST_REGIME) as [PreGstRegime, ...PreGstRegime[]];

/** Which of the account's old registrations a law's notices are addressed to. */
export const REGISTRATION_FIELD: Readonly<Record<PreGstRegime, string | null>> = {
  service_tax: 'serviceTaxRegNo',
  central_excise: 'exciseRegNo',
  vat: 'vatTin',
  entry_tax: 'vatTin',
  cst: 'cstNo',
  customs: null,
};

/** `2016-17` (or `2016`, read as 2016-17): the financial years the old laws covered. */
export function financialYear(raw: string): string | null {
  const year = parseYear(raw);
  if (!year.ok) return null;
  const start = Number(year.value.slice(0, 4));
  return start >= 1990 && start <= 2030 ? year.value : null;
}
