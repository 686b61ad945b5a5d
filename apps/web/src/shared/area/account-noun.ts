/**
 * A count of a portal's accounts in words, from the portal's singular account label:
 * `1 ARCA login`, `20 PAN accounts`, `3 TAN accounts (TRACES)`.
 */
export function pluralNoun(label: string): string {
  const m = /^(.*?)(\s*\(.*\))?$/.exec(label);
  const head = m?.[1] ?? label;
  const tail = m?.[2] ?? '';
  return `${head.endsWith('s') ? head : `${head}s`}${tail}`;
}

export function countNoun(count: number, label: string): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? label : pluralNoun(label)}`;
}
