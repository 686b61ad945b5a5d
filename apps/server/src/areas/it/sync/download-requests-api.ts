import type { SyncRun } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { fetchList } from './work-items-store';

const DOWNLOADS = { endpoint: '/iec/servicesapi/auth/getEntity', formName: 'FO-071-DWNLD' } as const;

/** Download requests (26AS, AIS, TIS, pre-filled JSON) of the PAN. */
export function fetchDownloadRequests(run: SyncRun<ItConnector>): Promise<Record<string, unknown>[]> {
  return fetchList(run, { ...DOWNLOADS, serviceName: 'downloadRequestListService' }, 'downloadReqList');
}

type DownloadedFile = { fileName: string; contentType: string; content: Buffer };

/** The file of an available request: the portal sends it base64 in `fileContent`. */
export async function fetchDownloadFile(
  run: SyncRun<ItConnector>,
  downloadReqId: string,
): Promise<DownloadedFile> {
  const answer = (await run.portal.service(run.session, {
    ...DOWNLOADS,
    serviceName: 'downloadRequestFileService',
    body: { downloadReqId },
  })) as { fileName?: unknown; fileType?: unknown; fileContent?: unknown };
  if (typeof answer.fileContent !== 'string' || answer.fileContent === '')
    throw new Error(`The portal sent no file for download request ${downloadReqId}`);
  return {
    fileName:
      typeof answer.fileName === 'string' && answer.fileName ? answer.fileName : `${downloadReqId}.pdf`,
    contentType: typeof answer.fileType === 'string' && answer.fileType ? answer.fileType : 'application/pdf',
    content: Buffer.from(answer.fileContent, 'base64'),
  };
}
