import { PAN_PATTERN } from '@taxdesk/domain';

/**
 * The pasted or imported list checked as the server will check it, so each bad line is named
 * before anything is sent: one PAN a line (a CSV's first column), blank lines skipped.
 */
type PanLine = { line: number; value: string };

export function panLines(text: string): string[] {
  return text.split(/\r?\n/).map((l) => (l.split(/[,;\t]/)[0] ?? '').replace(/"/g, '').trim());
}

export function badPanLines(lines: readonly string[]): PanLine[] {
  return lines
    .map((value, i) => ({ line: i + 1, value }))
    .filter((l) => l.value !== '' && !PAN_PATTERN.test(l.value.toUpperCase()));
}

/** A header such as "PAN" on the first line of an imported file is not a PAN to check. */
export function withoutHeader(lines: readonly string[]): string[] {
  return lines.length && /^pan\b/i.test(lines[0]!) ? ['', ...lines.slice(1)] : [...lines];
}
