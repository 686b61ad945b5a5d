import type { LicencePatch } from '@taxdesk/domain';
import { FEATURES, type Feature, type LicenceView } from '@taxdesk/domain';
import { dayToIso, isoToDay } from '../ui/licence-day';

/** What the licence form edits: dates as a date input holds them (`YYYY-MM-DD`). */
export type LicenceForm = {
  licExpiry: string;
  features: Record<Feature, { expiry: string; active: boolean }>;
};

export function formOf(licence: LicenceView): LicenceForm {
  return {
    licExpiry: dayToIso(licence.licExpiry),
    features: Object.fromEntries(
      FEATURES.map((f) => [
        f,
        { expiry: dayToIso(licence.features[f].expiry), active: licence.features[f].active },
      ]),
    ) as LicenceForm['features'],
  };
}

export type FormErrors = Partial<Record<'licExpiry' | Feature, string>>;

/** Only what changed goes to the server; a date that is not a date is an error on its field. */
export function patchOf(before: LicenceView, form: LicenceForm): { patch: LicencePatch; errors: FormErrors } {
  const errors: FormErrors = {};
  const patch: LicencePatch = {};
  const day = (text: string, field: 'licExpiry' | Feature) => {
    const value = isoToDay(text);
    if (value === null) errors[field] = text ? 'Not a date' : 'Give a date';
    return value;
  };
  const overall = day(form.licExpiry, 'licExpiry');
  if (overall !== null && overall !== before.licExpiry) patch.licExpiry = overall;
  for (const f of FEATURES) {
    const change: { expiry?: number; active?: boolean } = {};
    const expiry = day(form.features[f].expiry, f);
    if (expiry !== null && expiry !== before.features[f].expiry) change.expiry = expiry;
    if (form.features[f].active !== before.features[f].active) change.active = form.features[f].active;
    if (Object.keys(change).length) (patch.features ??= {})[f] = change;
  }
  return { patch, errors };
}

export function isEmptyPatch(patch: LicencePatch): boolean {
  return patch.licExpiry === undefined && !patch.features;
}

/** Every date of the form set to one day (an extension for a year, say); flags untouched. */
export function withEveryExpiry(form: LicenceForm, iso: string): LicenceForm {
  return {
    licExpiry: iso,
    features: Object.fromEntries(
      FEATURES.map((f) => [f, { ...form.features[f], expiry: iso }]),
    ) as LicenceForm['features'],
  };
}
