import { describe, expect, it } from 'vitest';
import { isEmpty, rules, toDate, validateWith } from './rules';

describe('rules', () => {
  it('required names the field and treats blanks as empty', () => {
    const check = rules.required('PAN');
    expect(check('')).toBe('PAN is required.');
    expect(check('   ')).toBe('PAN is required.');
    expect(check(undefined)).toBe('PAN is required.');
    expect(check(null)).toBe('PAN is required.');
    expect(check([])).toBe('PAN is required.');
    expect(check(false)).toBe('PAN is required.');
    expect(check('ABCPE1234F')).toBeUndefined();
    expect(check(0)).toBeUndefined();
    expect(rules.required('PAN', 'Enter the PAN.')('')).toBe('Enter the PAN.');
  });

  it('every other rule lets an empty optional field pass', () => {
    const all = [
      rules.email(),
      rules.url(),
      rules.number(),
      rules.integer(),
      rules.min('Amount', 1),
      rules.max('Amount', 9),
      rules.minLength('Name', 3),
      rules.maxLength('Name', 5),
      rules.pattern('PAN', /^[A-Z]{5}$/),
      rules.date(),
      rules.minDate('From', '2025-01-01'),
      rules.maxDate('To', '2025-12-31'),
    ];
    for (const check of all) {
      expect(check('')).toBeUndefined();
      expect(check(undefined)).toBeUndefined();
    }
  });

  it('email', () => {
    expect(rules.email()('ca@firm.in')).toBeUndefined();
    expect(rules.email()(' ca@firm.in ')).toBeUndefined();
    expect(rules.email()('ca@firm')).toBe('Please enter a valid email address.');
    expect(rules.email()('ca firm@x.in')).toBe('Please enter a valid email address.');
  });

  it('url accepts http and https only', () => {
    expect(rules.url()('https://incometax.gov.in/iec')).toBeUndefined();
    expect(rules.url()('http://localhost:3000')).toBeUndefined();
    expect(rules.url()('incometax.gov.in')).toBe('Please enter a valid URL.');
    expect(rules.url()('javascript:alert(1)')).toBe('Please enter a valid URL.');
  });

  it('number and integer', () => {
    expect(rules.number()('12.5')).toBeUndefined();
    expect(rules.number()(-3)).toBeUndefined();
    expect(rules.number()('12a')).toBe('Please enter a valid number.');
    expect(rules.number()(Number.NaN)).toBe('Please enter a valid number.');
    expect(rules.integer()('12')).toBeUndefined();
    expect(rules.integer()('12.5')).toBe('Please enter a whole number.');
  });

  it('min and max name the field and the bound', () => {
    expect(rules.min('Amount', 10)(9.99)).toBe('Amount must be at least 10.');
    expect(rules.min('Amount', 10)('10')).toBeUndefined();
    expect(rules.max('Amount', 100)(100.01)).toBe('Amount must be at most 100.');
    expect(rules.max('Amount', 100)(100)).toBeUndefined();
    // Not a number: the number rule reports that, not min/max.
    expect(rules.min('Amount', 10)('abc')).toBeUndefined();
  });

  it('lengths and patterns', () => {
    expect(rules.minLength('Password', 8)('short')).toBe('Password must be at least 8 characters.');
    expect(rules.maxLength('Name', 3)('Abcd')).toBe('Name must be at most 3 characters.');
    expect(rules.pattern('PAN', /^[A-Z]{5}\d{4}[A-Z]$/)('abc')).toBe('PAN is not in the right format.');
  });

  it('date accepts real calendar days only', () => {
    expect(rules.date()('2025-02-28')).toBeUndefined();
    expect(rules.date()(new Date('2025-02-28'))).toBeUndefined();
    expect(rules.date()('2025-02-30')).toBe('Please enter a valid date.');
    expect(rules.date()('28/02/2025')).toBe('Please enter a valid date.');
    expect(rules.date()(new Date('nonsense'))).toBe('Please enter a valid date.');
    expect(toDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('minDate and maxDate include the bound day', () => {
    const from = rules.minDate('Due date', '2025-04-01');
    expect(from('2025-04-01')).toBeUndefined();
    expect(from('2025-03-31')).toBe('Due date must be on or after 01 Apr 2025.');
    const to = rules.maxDate('Due date', new Date(Date.UTC(2025, 2, 31)));
    expect(to('2025-03-31')).toBeUndefined();
    expect(to('2025-04-01')).toBe('Due date must be on or before 31 Mar 2025.');
    // An invalid date is the date rule's business.
    expect(from('2025-13-01')).toBeUndefined();
  });

  it('validateWith answers in react-hook-form shape with the first broken rule', () => {
    const validate = validateWith(rules.required('Email'), rules.email());
    expect(validate('')).toBe('Email is required.');
    expect(validate('x')).toBe('Please enter a valid email address.');
    expect(validate('x@y.in')).toBe(true);
  });

  it('isEmpty', () => {
    expect(isEmpty(' ')).toBe(true);
    expect(isEmpty(0)).toBe(false);
  });
});
