import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { recordKey, RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import { fetchDownloadFile, fetchDownloadRequests } from './download-requests-api';
import { mapDownloadRequest } from './download-requests-mapping';
import type { SyncModule, SyncRun } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { endsRun, keysWithFiles, saveAccountRecords } from './work-items-store';

/** A statement or JSON bigger than this is a portal glitch, not a file to keep. */
const MAX_DOWNLOAD_BYTES = 15 * 1024 * 1024;

/**
 * Download requests and their files. The list is upserted (changed records only); the file of
 * each available request is fetched once and kept with the record, also after the portal lets it
 * expire. A file that fails is reported and asked for again on the next run.
 */
export const downloadRequestsSync: SyncModule<ItConnector> = {
  key: 'downloads',
  label: 'Download requests',
  async run(run) {
    const rows = await fetchDownloadRequests(run);
    const items = rows.map((r) => ({ data: mapDownloadRequest(r), raw: r }));
    await saveAccountRecords(run, RESOURCES.itDownloadRequest, items);
    const stored = await keysWithFiles(run, 'itDownloadRequest');
    for (const { data } of items) {
      const key = recordKey(RESOURCES.itDownloadRequest, data);
      if (data.reqStatus !== 'AVAILABLE' || stored.has(key)) continue;
      try {
        await storeFile(run, key, String(data.downloadReqId));
      } catch (err) {
        if (endsRun(err)) throw err;
        run.failed({
          module: 'downloads',
          ref: `download ${String(data.downloadReqId)}`,
          reason: (err as Error).message,
        });
      }
    }
  },
};

async function storeFile(run: SyncRun<ItConnector>, key: string, downloadReqId: string): Promise<void> {
  const file = await fetchDownloadFile(run, downloadReqId);
  if (file.content.length > MAX_DOWNLOAD_BYTES)
    throw new Error(`${file.fileName} is larger than ${MAX_DOWNLOAD_BYTES} bytes`);
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  await inOrg(run.app.db, run.orgId, (tx) =>
    tx.execute(sql`
      INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
      VALUES (${run.orgId}, 'itDownloadRequest', ${key}, ${downloadReqId}, ${file.fileName}, ${file.contentType},
              ${file.content.length}, ${sha256}, ${file.content})
      ON CONFLICT (org_id, type, key, doc_id) DO NOTHING`),
  );
}
