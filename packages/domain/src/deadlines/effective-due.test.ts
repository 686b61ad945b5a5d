import { describe, expect, it } from 'vitest';
import { effectiveDue } from './effective-due';

const TODAY = '2026-06-15';

describe('effective due date: the earliest date that still matters', () => {
  it('takes the statutory date when the portal gives none', () => {
    expect(effectiveDue({ portal: null, statutory: '2026-07-01', target: null }, TODAY)).toEqual({
      on: '2026-07-01',
      drivenBy: 'statutory',
    });
  });

  it('takes the statutory date when it comes before a later portal date and is still to come', () => {
    expect(effectiveDue({ portal: '2026-07-20', statutory: '2026-07-01', target: null }, TODAY)).toEqual({
      on: '2026-07-01',
      drivenBy: 'statutory',
    });
  });

  it('lets a later portal date stand once the statutory date has passed (an extension granted)', () => {
    expect(effectiveDue({ portal: '2026-07-20', statutory: '2026-06-10', target: null }, TODAY)).toEqual({
      on: '2026-07-20',
      drivenBy: 'portal',
    });
  });

  it('keeps a passed statutory date when the portal gives no date: the record is overdue', () => {
    expect(effectiveDue({ portal: null, statutory: '2026-06-10', target: null }, TODAY)).toEqual({
      on: '2026-06-10',
      drivenBy: 'statutory',
    });
  });

  it('takes the portal’s earlier date over the statutory one', () => {
    expect(effectiveDue({ portal: '2026-06-20', statutory: '2026-07-01', target: null }, TODAY)).toEqual({
      on: '2026-06-20',
      drivenBy: 'portal',
    });
  });

  it('takes a person’s earlier target, even once it has passed', () => {
    expect(effectiveDue({ portal: '2026-07-20', statutory: null, target: '2026-06-01' }, TODAY)).toEqual({
      on: '2026-06-01',
      drivenBy: 'target',
    });
  });

  it('ignores a target later than the portal’s date: the earliest drives', () => {
    expect(effectiveDue({ portal: '2026-07-20', statutory: null, target: '2026-08-01' }, TODAY)).toEqual({
      on: '2026-07-20',
      drivenBy: 'portal',
    });
  });

  it('names the portal on a tie', () => {
    expect(
      effectiveDue({ portal: '2026-07-01', statutory: '2026-07-01', target: '2026-07-01' }, TODAY).drivenBy,
    ).toBe('portal');
  });

  it('on an order, the appeal window replaces the reply date the portal still shows', () => {
    expect(
      effectiveDue({ portal: '2026-05-01', statutory: '2026-07-10', target: null, order: true }, TODAY),
    ).toEqual({ on: '2026-07-10', drivenBy: 'statutory' });
  });

  it('has no date when none of the three is given', () => {
    expect(effectiveDue({ portal: null, statutory: null, target: null }, TODAY)).toEqual({
      on: null,
      drivenBy: null,
    });
  });
});
