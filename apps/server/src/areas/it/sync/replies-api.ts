import type { ItPortal, ItSession } from '../connector/it-portal-types';

/** Replies filed to a notice and a proceeding's closure order (e-proceedings, FO-041_PCDNG). */

const GET_ENTITY = '/iec/returnservicesapi/auth/getEntity';
const FORM = 'FO-041_PCDNG';

type PortalAttachment = { docId: string | number; attachmentName?: string; categorieName?: string };
export type PortalReply = Record<string, unknown> & {
  responseId: string | number;
  attachmentLst?: PortalAttachment[] | null;
};

export async function fetchReplies(
  portal: ItPortal,
  session: ItSession,
  headerSeqNo: string,
): Promise<PortalReply[]> {
  const answer = (await portal.service(session, {
    endpoint: GET_ENTITY,
    serviceName: 'itbaResponseService',
    formName: FORM,
    body: { headerSeqNo },
  })) as { respRemrkAttLst?: PortalReply[] | null };
  return answer.respRemrkAttLst ?? [];
}

type ClosureFile = { docId: string; fileName: string };

export async function fetchClosureOrder(
  portal: ItPortal,
  session: ItSession,
  proceedingReqId: string,
): Promise<ClosureFile[]> {
  const answer = (await portal.service(session, {
    endpoint: GET_ENTITY,
    serviceName: 'downloadClosureOrder',
    formName: FORM,
    body: { procdngReqId: proceedingReqId },
  })) as {
    satDocDetlList?: { satDocId: string | number; docNam?: string }[] | null;
    satDocId?: unknown;
    docNam?: string;
  };
  const files = (answer.satDocDetlList ?? []).map((d) => ({
    docId: String(d.satDocId),
    fileName: d.docNam ?? `${String(d.satDocId)}.pdf`,
  }));
  if (answer.satDocId != null && !files.some((f) => f.docId === String(answer.satDocId)))
    files.push({
      docId: String(answer.satDocId),
      fileName: answer.docNam ?? `${String(answer.satDocId)}.pdf`,
    });
  return files;
}
