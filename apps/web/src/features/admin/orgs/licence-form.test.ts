import { describe, expect, it } from 'vitest';
import { FEATURES, type Feature, type LicenceView } from '@taxdesk/domain';
import { formOf, isEmptyPatch, patchOf, withEveryExpiry } from './licence-form';

const licence: LicenceView = {
  licExpiry: 20271231,
  expired: false,
  features: Object.fromEntries(
    FEATURES.map((f) => [f, { label: f, expiry: 20271231, active: f !== 'icegate', open: f !== 'icegate' }]),
  ) as LicenceView['features'],
};

describe('licence form', () => {
  it('sends nothing when nothing changed', () => {
    const { patch, errors } = patchOf(licence, formOf(licence));
    expect(errors).toEqual({});
    expect(isEmptyPatch(patch)).toBe(true);
  });

  it('sends only the changed expiry and flag', () => {
    const form = formOf(licence);
    form.features.it.active = false;
    form.features.gst.expiry = '2028-03-31';
    expect(patchOf(licence, form).patch).toEqual({
      features: { it: { active: false }, gst: { expiry: 20280331 } },
    });
  });

  it('marks a field that holds no date, and can move every expiry at once', () => {
    const form = formOf(licence);
    form.licExpiry = '';
    expect(patchOf(licence, form).errors).toEqual({ licExpiry: 'Give a date' });
    const all = withEveryExpiry(form, '2029-01-31');
    const { patch } = patchOf(licence, all);
    expect(patch.licExpiry).toBe(20290131);
    expect(Object.keys(patch.features ?? {}).sort()).toEqual([...FEATURES].sort());
    expect((patch.features as Record<Feature, { active?: boolean }>).icegate.active).toBeUndefined();
  });
});
