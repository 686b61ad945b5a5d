import { findNotice } from '../documents';
import { IT_CODES, errorAnswer, okAnswer } from '../messages';
import type { ItDocumentSource, ItServiceHandler, ItServiceTable } from '../service-table';
import { accountRecords } from './account-records';
import { attachmentPdf } from './record-pdfs';

/** itbaResponseService: the replies filed to a notice, with their attachments (served as documents). */

const itbaResponseService: ItServiceHandler = (deps, session, body, reply) => {
  const headerSeqNo =
    typeof body.headerSeqNo === 'number' ? String(body.headerSeqNo) : String(body.headerSeqNo ?? '').trim();
  if (headerSeqNo === '')
    return reply
      .code(400)
      .send(errorAnswer(IT_CODES.badRequest, 'Invalid request: headerSeqNo is required.'));
  const now = deps.clock.now();
  if (!findNotice(deps.portal.timeline(session.pan)!, headerSeqNo, now))
    return reply.code(404).send(errorAnswer(IT_CODES.notFound, 'No notice found for the given reference.'));
  const replies = (accountRecords(deps.portal, session.pan)?.replies ?? []).filter(
    (r) => r.headerSeqNo === headerSeqNo && r.submittedOn <= now,
  );
  return reply.send(
    okAnswer({
      headerSeqNo,
      respRemrkAttLst: replies
        .sort((a, b) => b.submittedOn - a.submittedOn)
        .map((r) => ({
          responseId: r.responseId,
          remarks: r.remarks,
          submittedOn: r.submittedOn,
          respType: r.respType,
          attachmentLst: r.attachments.map((a) => ({
            docId: a.docId,
            attachmentName: a.attachmentName,
            categorieName: a.categorieName,
          })),
        })),
    }),
  );
};

export const REPLY_SERVICES: ItServiceTable = {
  endpoint: '/iec/returnservicesapi/auth/getEntity',
  formName: 'FO-041_PCDNG',
  handlers: { itbaResponseService },
};

/** A reply's attachment, once the reply is filed. */
export const replyAttachments: ItDocumentSource = (deps, session, docId) => {
  const now = deps.clock.now();
  for (const r of accountRecords(deps.portal, session.pan)?.replies ?? []) {
    const a = r.attachments.find((x) => x.docId === docId);
    if (a)
      return r.submittedOn <= now
        ? {
            fileName: a.attachmentName,
            pdf: attachmentPdf(r, a.attachmentName, deps.portal.account(session.pan)!.profile),
          }
        : undefined;
  }
  return undefined;
};
