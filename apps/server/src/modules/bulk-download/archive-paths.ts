import { resourceOf } from '@taxdesk/domain';
import type { ArchiveRow } from './bulk-documents';

/** A path segment any unzip tool accepts: no separators, no reserved or control characters. */
export function safeSegment(text: string, fallback: string): string {
  const cleaned = [...text]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 100)
    .trim();
  return cleaned || fallback;
}

/** `AAAPA1234A/AY 2024-25/Scrutiny assessment 100234`: one folder per PAN, year, proceeding. */
export function folderOf(row: ArchiveRow): string {
  const pan = safeSegment(row.pan ?? '', 'No PAN');
  const ay = row.ay ? `AY ${safeSegment(row.ay, 'unknown')}` : 'AY unknown';
  const proceeding = row.proceeding
    ? safeSegment([row.proceeding_name, row.proceeding].filter(Boolean).join(' '), row.proceeding)
    : 'Without proceeding';
  return `${pan}/${ay}/${proceeding}`;
}

/** `Notice 12345 - notice.pdf`: the record it belongs to, then the stored file name. */
export function fileNameOf(row: ArchiveRow): string {
  const label = resourceOf(row.type)?.label ?? row.type;
  return safeSegment(`${label} ${decodeURIComponent(row.key)} - ${row.file_name}`, `${label} ${row.id}`);
}

/**
 * Names the archive's files in row order, making each unique within its folder (rows come in
 * folder order, so one folder's names are all that need remembering). Both passes over the
 * rows — the index and the files — name them alike.
 */
export function pathNamer(): (row: ArchiveRow) => string {
  let folder = '';
  let taken = new Set<string>();
  return (row) => {
    const dir = folderOf(row);
    if (dir !== folder) {
      folder = dir;
      taken = new Set();
    }
    const name = fileNameOf(row);
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      const dot = name.lastIndexOf('.');
      candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
    }
    taken.add(candidate.toLowerCase());
    return `${dir}/${candidate}`;
  };
}
