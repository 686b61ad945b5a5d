/**
 * WCAG contrast arithmetic for the theme: colours are `#rrggbb`. The theme derives its text
 * colours from Mantine's palette with these, so every colour reads at 4.5:1 or better (WCAG 1.4.3)
 * instead of being checked element by element.
 */

/** The WCAG minimum for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` with each channel scaled down by `amount` (0–1). */
export function darker(color: string, amount: number): string {
  return toHex(channels(color).map((c) => c * (1 - amount)));
}

/**
 * `color`, darkened in small steps until it reaches `min` against every one of `backgrounds`
 * (black at the latest); the hue stays, so a badge still reads as its colour.
 */
export function readableOn(color: string, backgrounds: readonly string[], min = MIN_TEXT_CONTRAST): string {
  for (let step = 0; step <= 40; step++) {
    const candidate = darker(color, step / 40);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= min)) return candidate;
  }
  return '#000000';
}
