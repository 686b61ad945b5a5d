import type { ItAccountProfile } from '../accounts';
import { sendBadRequest } from '../http';
import { IT_CODES, errorAnswer, okAnswer } from '../messages';
import type { ItServiceHandler, ItServiceTable } from '../service-table';
import {
  DOWNLOAD_FAILURE,
  downloadFileName,
  downloadStatus,
  downloadsOf,
  type DownloadPlan,
} from './download-request-data';
import { downloadFile } from './download-request-files';
import { context, newestFirst, otherPan, text } from './work-item-common';

export const DOWNLOAD_FORM = 'FO-071-DWNLD';

export function downloadRow(profile: ItAccountProfile, seed: string, d: DownloadPlan, now: number) {
  const status = downloadStatus(d, now);
  const ready = status === 'AVAILABLE' || status === 'EXPIRED';
  return {
    downloadReqId: d.downloadReqId,
    pan: profile.pan,
    downloadType: d.type,
    assessmentYear: String(d.ay),
    requestedOn: d.requestedOn,
    reqStatus: status,
    availableOn: ready ? d.finishedOn : null,
    availableTill: ready ? d.availableTill : null,
    fileName: ready ? downloadFileName(profile.pan, d) : null,
    fileSize: status === 'AVAILABLE' ? downloadFile(profile, seed, d).content.length : null,
    failureReason: status === 'FAILED' ? DOWNLOAD_FAILURE : null,
  };
}

/** `downloadRequestListService {pan?}`: requests made so far, newest first. */
const downloadRequestListService: ItServiceHandler = (deps, session, body, reply) => {
  const { profile, now } = context(deps, session);
  const list = otherPan(session, body)
    ? []
    : (downloadsOf(deps.portal, session.pan) ?? []).filter((d) => d.requestedOn <= now);
  const rows = newestFirst(
    list,
    (d) => d.requestedOn,
    (d) => d.downloadReqId,
  ).map((d) => downloadRow(profile, deps.portal.seed, d, now));
  return reply.send(okAnswer({ downloadReqList: rows, totalCount: rows.length }));
};

/**
 * `downloadRequestFileService {downloadReqId}`: the file, base64 in `fileContent`, while it is
 * available. Not yet ready, failed, expired or unknown → 404.
 */
const downloadRequestFileService: ItServiceHandler = (deps, session, body, reply) => {
  const id = text(body.downloadReqId);
  if (id === '') return sendBadRequest(reply, 'Invalid request: downloadReqId is required.');
  const { profile, now } = context(deps, session);
  const d = (downloadsOf(deps.portal, session.pan) ?? []).find(
    (x) => x.downloadReqId === id && x.requestedOn <= now,
  );
  if (!d || downloadStatus(d, now) !== 'AVAILABLE') {
    return reply.code(404).send(errorAnswer(IT_CODES.notFound, 'File is not available for download.'));
  }
  const file = downloadFile(profile, deps.portal.seed, d);
  return reply.send(
    okAnswer({
      downloadReqId: id,
      fileName: file.fileName,
      fileType: file.fileType,
      fileContent: file.content.toString('base64'),
    }),
  );
};

export const DOWNLOAD_REQUEST_SERVICES: ItServiceTable = {
  endpoint: '/iec/servicesapi/auth/getEntity',
  formName: DOWNLOAD_FORM,
  handlers: { downloadRequestListService, downloadRequestFileService },
};
