/**
 * A chart's scale in `steps` even steps of a round size (1, 2, 2.5 or 5 times a power of ten, at
 * least 1 so counts stay whole), so each gridline's label is exactly what a bar there measures.
 */
export function niceScale(max: number, steps = 4): { step: number; top: number } {
  if (!(max > 0)) return { step: 1, top: steps };
  const raw = max / steps;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 2.5, 5, 10].find((f) => raw <= f * magnitude)!;
  const step = Math.max(1, factor * magnitude);
  return { step, top: step * steps };
}
