/** What the first bytes of an upload say it is. Extensions and content types lie; magic numbers less so. */
export type SniffedKind = 'xlsx' | 'csv' | 'xls' | 'other' | 'empty';

const STARTS: [number[], SniffedKind][] = [
  [[0x50, 0x4b, 0x03, 0x04], 'xlsx'], // ZIP: an Office Open XML workbook (checked further when read)
  [[0xd0, 0xcf, 0x11, 0xe0], 'xls'], // OLE compound file: Excel 97-2003
  [[0x25, 0x50, 0x44, 0x46], 'other'], // %PDF
  [[0x89, 0x50, 0x4e, 0x47], 'other'], // PNG
  [[0xff, 0xd8, 0xff], 'other'], // JPEG
  [[0x47, 0x49, 0x46, 0x38], 'other'], // GIF
  [[0x1f, 0x8b], 'other'], // gzip
];

export function sniffKind(head: Buffer): SniffedKind {
  if (head.length === 0) return 'empty';
  for (const [magic, kind] of STARTS) if (magic.every((b, i) => head[i] === b)) return kind;
  // Text: no NUL bytes and (nearly) valid UTF-8. UTF-16 CSV from old Excel has NULs: refused with advice.
  if (head.includes(0)) return 'other';
  const text = head.toString('utf8');
  const bad = (text.match(/\uFFFD/g) ?? []).length;
  // Bytes cut mid-character at the end of the head are not a sign of binary.
  return bad > 4 && bad > text.length / 50 ? 'other' : 'csv';
}
