import { RESOURCES } from '@taxdesk/domain';
import { downloadLink, fetchRequestList } from './traces-api';
import { mapDownloadRequest } from './traces-mapping';
import { fileAskedRequests } from './tds-screen-modules';
import type { TracesSyncModule, TracesSyncRun } from './traces-sync-module';
import { saveTdsRecords, storeTdsDocument, storedTdsRecords, tryTdsItem } from './tds-sync-support';
import { ZipRefused, openZip, type ZipFile } from './zip-reader';
import { zipPasswordsFor } from './zip-passwords';

/**
 * Download tracking: files the requests the run was asked to (the Download Requests screen's
 * choice; none in a plain sync), then tracks each request's status, and once one is Available fetches its ZIP,
 * opens it with the password TRACES sets for its kind and keeps every file as a document of the
 * request, named by deductee PAN where the file is a certificate. A ZIP that cannot be opened is
 * refused with the reason (on the record and as a failed item) and tried again next sync.
 */

const PAN_IN_NAME = /([A-Z]{5}\d{4}[A-Z])/;

function open(zip: Buffer, passwords: readonly string[]): ZipFile[] {
  let last: Error = new ZipRefused('No password to try');
  for (const password of passwords) {
    try {
      return openZip(zip, password);
    } catch (err) {
      last = err as Error;
      // Only a wrong password is worth another; a damaged file fails the same with any.
      if (!/password/i.test(last.message)) throw last;
    }
  }
  throw last;
}

async function fetchFiles(run: TracesSyncRun, data: Record<string, unknown>): Promise<number> {
  const reqNo = String(data.reqNo);
  const zip = await run.portal.file(run.session, await downloadLink(run.portal, run.session, reqNo));
  const files = open(zip, zipPasswordsFor(String(data.dntype), run.accountKey, reqNo));
  for (const file of files) {
    const pan = PAN_IN_NAME.exec(file.name)?.[1];
    await storeTdsDocument(run, {
      type: 'tdsDownloadRequest',
      key: reqNo,
      docId: pan ? `${pan}/${file.name}` : file.name,
      fileName: file.name,
      contentType: file.name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'text/plain',
      content: file.data,
    });
  }
  return files.length;
}

export const downloadRequestsSync: TracesSyncModule = {
  key: 'downloads',
  label: 'Download tracking',
  async run(run) {
    await fileAskedRequests(run);
    const stored = await storedTdsRecords(run, 'tdsDownloadRequest');
    const items: { data: Record<string, unknown> }[] = [];
    for (const row of await fetchRequestList(run.portal, run.session)) {
      const known = stored.get(row.reqNo);
      const data: Record<string, unknown> = {
        ...mapDownloadRequest(run.accountKey, row),
        fileCount: known?.fileCount ?? null,
        downloadError: known?.downloadError ?? null,
      };
      if (row.status === 'Available' && data.fileCount == null) {
        const ok = await tryTdsItem(run, 'downloads', row.reqNo, async () => {
          try {
            data.fileCount = await fetchFiles(run, data);
            data.downloadError = null;
          } catch (err) {
            if (err instanceof ZipRefused) data.downloadError = err.message;
            throw err;
          }
        });
        if (!ok && data.downloadError == null)
          data.downloadError = 'The download failed; it is tried again next sync';
      }
      items.push({ data });
    }
    await saveTdsRecords(run, RESOURCES.tdsDownloadRequest, items);
    run.accountPatch.pendingDownloads = items.filter((i) => i.data.status === 'Submitted').length;
  },
};
