/**
 * Generic field rules (SPEC §5) with the product's default messages. A rule returns its message
 * when the value breaks it, else undefined. Empty values pass every rule but `required`, so an
 * optional field may stay empty.
 */
export type Rule = (value: unknown) => string | undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

/** A calendar date from a Date or `YYYY-MM-DD`; null when it is no real day (2025-02-30). */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? date
    : null;
}

function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `15 Jan 2025`, the way the product shows dates. */
function formatDay(date: Date): string {
  return date.toLocaleDateString('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const unlessEmpty =
  (check: (value: unknown) => string | undefined): Rule =>
  (value) =>
    isEmpty(value) ? undefined : check(value);

export const rules = {
  required:
    (name: string, message = `${name} is required.`): Rule =>
    (value) =>
      isEmpty(value) || value === false ? message : undefined,

  email: (message = 'Please enter a valid email address.'): Rule =>
    unlessEmpty((value) => (typeof value === 'string' && EMAIL.test(value.trim()) ? undefined : message)),

  url: (message = 'Please enter a valid URL.'): Rule =>
    unlessEmpty((value) => {
      if (typeof value !== 'string') return message;
      try {
        const url = new URL(value.trim());
        return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : message;
      } catch {
        return message;
      }
    }),

  number: (message = 'Please enter a valid number.'): Rule =>
    unlessEmpty((value) => (toNumber(value) === null ? message : undefined)),

  integer: (message = 'Please enter a whole number.'): Rule =>
    unlessEmpty((value) => {
      const n = toNumber(value);
      return n !== null && Number.isInteger(n) ? undefined : message;
    }),

  min: (name: string, min: number, message = `${name} must be at least ${min}.`): Rule =>
    unlessEmpty((value) => {
      const n = toNumber(value);
      return n !== null && n < min ? message : undefined;
    }),

  max: (name: string, max: number, message = `${name} must be at most ${max}.`): Rule =>
    unlessEmpty((value) => {
      const n = toNumber(value);
      return n !== null && n > max ? message : undefined;
    }),

  minLength: (
    name: string,
    length: number,
    message = `${name} must be at least ${length} characters.`,
  ): Rule => unlessEmpty((value) => (String(value).length < length ? message : undefined)),

  maxLength: (
    name: string,
    length: number,
    message = `${name} must be at most ${length} characters.`,
  ): Rule => unlessEmpty((value) => (String(value).length > length ? message : undefined)),

  pattern: (name: string, pattern: RegExp, message = `${name} is not in the right format.`): Rule =>
    unlessEmpty((value) => (pattern.test(String(value)) ? undefined : message)),

  date: (message = 'Please enter a valid date.'): Rule =>
    unlessEmpty((value) => (toDate(value) === null ? message : undefined)),

  minDate: (name: string, min: Date | string, message?: string): Rule =>
    unlessEmpty((value) => {
      const date = toDate(value);
      const bound = toDate(min);
      if (!date || !bound || dayKey(date) >= dayKey(bound)) return undefined;
      return message ?? `${name} must be on or after ${formatDay(bound)}.`;
    }),

  maxDate: (name: string, max: Date | string, message?: string): Rule =>
    unlessEmpty((value) => {
      const date = toDate(value);
      const bound = toDate(max);
      if (!date || !bound || dayKey(date) <= dayKey(bound)) return undefined;
      return message ?? `${name} must be on or before ${formatDay(bound)}.`;
    }),
};

/** Runs rules in order and answers in react-hook-form's shape: true, or the first message. */
export function validateWith(...checks: Rule[]): (value: unknown) => true | string {
  return (value) => {
    for (const check of checks) {
      const message = check(value);
      if (message) return message;
    }
    return true;
  };
}
