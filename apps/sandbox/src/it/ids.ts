/**
 * Portal identifiers. Each is a slot number (account index and position) multiplied by a constant
 * coprime to the id's range, modulo the range: one-to-one, so ids look random yet never collide.
 */

function scramble(slot: number, multiplier: number, range: number, base: number): number {
  // BigInt: slot × multiplier passes 2^53 for very large account counts.
  return base + Number((BigInt(slot + 1009) * BigInt(multiplier)) % BigInt(range));
}

/** Slots per account for notices and closure documents (well above the most an account gets). */
export const SLOTS_PER_ACCOUNT = 100;

export function proceedingReqIdFor(accountIndex: number, position: number): string {
  return String(scramble(accountIndex * 10 + position, 24_721_359, 40_000_000, 50_000_000));
}

export function closureSeqNoFor(accountIndex: number, position: number): string {
  return String(scramble(accountIndex * 10 + position, 6_180_339, 10_000_000, 290_000_000));
}

export function headerSeqNoFor(accountIndex: number, slot: number): string {
  return String(scramble(accountIndex * SLOTS_PER_ACCOUNT + slot, 61_803_399, 100_000_000, 200_000_000));
}

/** The ten-digit number inside a DIN. */
export function dinNumberFor(accountIndex: number, slot: number): string {
  return String(scramble(accountIndex * SLOTS_PER_ACCOUNT + slot, 556_230_007, 900_000_000, 1_000_000_000));
}

/** 256 document slots per account: two per notice, the rest for closure documents. */
export function docIdFor(accountIndex: number, docSlot: number): number {
  return scramble(accountIndex * 256 + docSlot, 370_820_011, 600_000_000, 300_000_000);
}
