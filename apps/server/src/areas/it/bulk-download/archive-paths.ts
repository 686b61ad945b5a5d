import { resourceOf } from '@taxdesk/domain';
import { safeSegment, uniquePaths } from '../../../lib/archive/archive-paths';
import type { ArchiveRow } from './bulk-documents';

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

/** Names the archive's files in row order, unique within each folder (index and files alike). */
export const pathNamer = uniquePaths(folderOf, fileNameOf);
