import type { Rng } from '../rng';
import { monthIndexOf } from './gst-format';

/** Reference numbers in the portal's layouts: prefix + state code + MMYY + digits + a check-like letter. */

const mmyy = (ms: number) => {
  const m = monthIndexOf(ms);
  return `${String((m % 12) + 1).padStart(2, '0')}${String(Math.floor(m / 12) % 100).padStart(2, '0')}`;
};

const digits = (rng: Rng, count: number) => {
  let out = '';
  for (let i = 0; i < count; i++) out += String(rng.int(0, 9));
  return out;
};

/** 15 characters: `AA270726123456X` (returns, applications), `ZD…` (notices), `AD…` (cases). */
export function referenceNumber(prefix: string, stateCode: string, at: number, rng: Rng): string {
  return `${prefix}${stateCode}${mmyy(at)}${digits(rng, 6)}${rng.chance(0.5) ? rng.letter() : digits(rng, 1)}`;
}

/** CPIN: 14 digits, YYMM + state code + 8 digits. */
export function cpinOf(stateCode: string, at: number, rng: Rng): string {
  const m = mmyy(at);
  return `${m.slice(2)}${m.slice(0, 2)}${stateCode}${digits(rng, 8)}`;
}

export const BANKS = [
  ['SBIN', 'State Bank of India'],
  ['HDFC', 'HDFC Bank'],
  ['ICIC', 'ICICI Bank'],
  ['UTIB', 'Axis Bank'],
  ['PUNB', 'Punjab National Bank'],
  ['BARB', 'Bank of Baroda'],
] as const;

export const numericId = (rng: Rng, count: number) => digits(rng, count).replace(/^0/, '1');
