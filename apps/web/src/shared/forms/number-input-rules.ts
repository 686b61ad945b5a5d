/** Number inputs: 2 decimals and step 1 unless told otherwise, kept within min and max (SPEC §5). */
export const NUMBER_DEFAULTS = { decimals: 2, step: 1 } as const;

export type NumberBounds = { min?: number; max?: number; decimals?: number };

/** The value a number input keeps: rounded to its decimals and clamped to its bounds. */
export function clampNumber(
  value: number,
  { min, max, decimals = NUMBER_DEFAULTS.decimals }: NumberBounds,
): number {
  if (!Number.isFinite(value)) return value;
  let n = value;
  if (min !== undefined && n < min) n = min;
  if (max !== undefined && n > max) n = max;
  // Shift through the decimal text, not by multiplying: 50.555 * 100 is 5055.4999… in binary.
  const shifted = Math.round(Number(`${n}e${decimals}`));
  return Number(`${shifted}e-${decimals}`);
}
