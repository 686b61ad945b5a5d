import type { ArchiveLink, ArchiveSummary, BulkSelection } from '@taxdesk/domain';
import { api } from '../../../shared/api/client';

export const emptySelection: BulkSelection = {
  pans: [],
  groups: [],
  branches: [],
  years: [],
  proceedings: [],
};

export function hasChoice(s: BulkSelection): boolean {
  return Object.values(s).some((v) => v.length > 0);
}

export function previewArchive(orgId: string, selection: BulkSelection, signal?: AbortSignal) {
  return api<ArchiveSummary>(`/o/${orgId}/it/bulk-download/preview`, {
    method: 'POST',
    body: selection,
    signal,
  });
}

/** A short-lived link that streams the archive: the browser downloads it as a file. */
export function requestArchive(orgId: string, selection: BulkSelection) {
  return api<ArchiveLink>(`/o/${orgId}/it/bulk-download`, {
    method: 'POST',
    body: selection,
  });
}

/** `12.3 MB` */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
