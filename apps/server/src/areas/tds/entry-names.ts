/**
 * A file name from a TRACES ZIP as TaxDesk keeps it and puts it into the ZIPs users download: its
 * last path segment only, without control characters or characters Windows refuses. A name such as
 * `../x.pdf` or `C:\x.pdf` would otherwise be written outside the folder a user unpacks into.
 */
export function cleanEntryName(raw: string, fallback: string): string {
  const last = raw.split(/[\\/]+/).pop() ?? '';
  const replaced = [...last]
    .map((c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' || '<>:"|?*'.includes(c) ? '_' : c))
    .join('');
  const clean = replaced.replace(/^[\s.]+|[\s.]+$/g, '').slice(0, 200);
  return clean || fallback;
}
