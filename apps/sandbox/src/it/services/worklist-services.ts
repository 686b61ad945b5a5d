import type { ItAccountProfile } from '../accounts';
import { sendBadRequest } from '../http';
import { okAnswer } from '../messages';
import type { ItServiceHandler, ItServiceTable } from '../service-table';
import { worklistOf, worklistStatus, type WorklistPlan } from './worklist-data';
import { context, newestFirst, otherPan, pageOf, text } from './work-item-common';

export const WORKLIST_FORM = 'FO-023-WRKLST';

export function worklistRow(profile: ItAccountProfile, item: WorklistPlan, status: string) {
  return {
    processId: item.processId,
    pan: profile.pan,
    worklistFlag: item.flag,
    workItemType: item.type,
    workItemDesc: item.desc,
    assessmentYear: item.ay === null ? null : String(item.ay),
    refNum: item.refNum,
    createdOn: item.createdOn,
    dueDate: item.dueDate,
    itemStatus: status,
    completedOn: status === 'COMPLETED' ? item.completedOn : null,
  };
}

/** `worklistService {pan?, worklistFlag?: "FYA" | "FYI", pageConfig}`: newest first, paged. */
const worklistService: ItServiceHandler = (deps, session, body, reply) => {
  const flag = text(body.worklistFlag).toUpperCase();
  if (flag !== '' && flag !== 'FYA' && flag !== 'FYI')
    return sendBadRequest(reply, 'Invalid request: worklistFlag must be FYA or FYI.');
  const { profile, now } = context(deps, session);
  const items = otherPan(session, body) ? [] : (worklistOf(deps.portal, session.pan) ?? []);
  const listed = items
    .map((item) => ({ item, status: worklistStatus(item, now) }))
    .filter((x): x is { item: WorklistPlan; status: NonNullable<typeof x.status> } => x.status !== null)
    .filter((x) => flag === '' || x.item.flag === flag);
  const page = pageOf(
    newestFirst(
      listed,
      (x) => x.item.createdOn,
      (x) => x.item.processId,
    ),
    body,
  );
  return reply.send(
    okAnswer({
      worklistDtls: page.rows.map((x) => worklistRow(profile, x.item, x.status)),
      totalCount: page.totalCount,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    }),
  );
};

export const WORKLIST_SERVICES: ItServiceTable = {
  endpoint: '/iec/servicesapi/auth/getEntity',
  formName: WORKLIST_FORM,
  handlers: { worklistService },
};
