/**
 * Identifiers of the records beyond e-proceedings (returns, forms, demands, payments, replies).
 * Like ids.ts: a slot (account index and position) times a constant coprime to the range, modulo
 * the range, so ids look random, never collide, and stay clear of the e-proceedings ranges.
 */

function scramble(slot: number, multiplier: number, range: number, base: number): number {
  return base + Number((BigInt(slot + 7919) * BigInt(multiplier)) % BigInt(range));
}

/** Positions per account for each kind of record (well above the most an account gets). */
const SLOTS = 200;

const slotOf = (accountIndex: number, position: number) => accountIndex * SLOTS + position;

/** 15 digits, like the portal's acknowledgement numbers. */
export function ackNumFor(accountIndex: number, position: number): string {
  return String(scramble(slotOf(accountIndex, position), 70_460_292_543, 8e14, 1e14 + 1e13));
}

/** The 11 digits inside a demand reference. */
export function demandNumberFor(accountIndex: number, position: number): string {
  return String(scramble(slotOf(accountIndex, position), 3_141_592_657, 9e10, 1e10)).padStart(11, '0');
}

/** 10 digits. */
export function transactionIdFor(accountIndex: number, position: number): string {
  return String(scramble(slotOf(accountIndex, position), 271_828_183, 9e8, 2e9));
}

export function refundSeqNoFor(accountIndex: number, position: number): string {
  return String(scramble(slotOf(accountIndex, position), 161_803_399, 9e10, 1e11));
}

/** 5 digits: the challan serial within the bank branch's day. */
export function challanSerialFor(accountIndex: number, position: number): string {
  return String(scramble(slotOf(accountIndex, position), 40_507, 90_000, 10_000));
}

export function responseIdFor(accountIndex: number, position: number): string {
  return String(scramble(slotOf(accountIndex, position), 57_721_567, 90_000_000, 400_000_000));
}

/**
 * Document ids of reply attachments: above every id docIdFor hands out (300–900 million), so
 * `/iec/document/{docId}` can tell them apart.
 */
export function attachmentDocIdFor(accountIndex: number, position: number): number {
  return scramble(slotOf(accountIndex, position), 14_142_137, 90_000_000, 910_000_000);
}

/** Eight digits, like a director's DIN. */
export function directorIdFor(accountIndex: number, position: number): string {
  return String(scramble(slotOf(accountIndex, position), 1_732_051, 9_000_000, 1_000_000)).padStart(8, '0');
}
