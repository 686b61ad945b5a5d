import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildPdf } from '../pdf';
import type { GstCase } from './gst-cases-data';
import { statusAt } from './gst-cases-data';
import { parsePortalDay, slashDateTime } from './gst-format';
import type { GstDeps } from './gst-http';
import { ACCESS_DENIED_HTML, bodyOf, errorEnvelope, guard, gstinData, queryOf } from './gst-http';

const tokenFor = (seed: string, arn: string, docId: string) =>
  createHash('sha256').update(`${seed}|${arn}|${docId}`).digest('hex').slice(0, 32);

/** Litserv (additional notices and applications): case tasks, folders, items, case search, attachments. */
export async function gstLitservRoutes(app: FastifyInstance, deps: GstDeps): Promise<void> {
  const now = () => deps.clock.now();
  const litserv = (path: string) => `/litserv/auth/api/${path}`;

  /** Every case of the session's login, found by id. */
  const caseOf = (username: string, caseId: number): GstCase | undefined => {
    for (const gstin of deps.gst.account(username)!.gstins) {
      const data = deps.gst.data(gstin);
      const found = [...data.caseTasks, ...data.applications].find(
        (c) => c.caseId === caseId && c.at <= now(),
      );
      if (found) return found;
    }
    return undefined;
  };

  app.post(litserv('case/task/get'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'services');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    return data.caseTasks
      .filter((c) => c.at <= now())
      .map((c) => ({
        caseTaskId: c.caseTaskId,
        caseId: c.caseId,
        caseTpeCd: c.caseTypeCd,
        caseTypeName: c.caseTypeName,
        refId: c.refId,
        arn: c.arn,
        gstIn: data.gstin,
        taskDesc: c.taskDesc,
        assignmentDt: c.at,
        assgnDtStr: slashDateTime(c.at),
        insertTimeStamp: c.at,
        status: statusAt(c, now()),
      }));
  });

  app.post(litserv('case/folder'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'services');
    if (!session) return reply;
    const found = caseOf(session.username, Number(bodyOf(request).caseId));
    if (!found) return reply.send({ error: { error_cd: 'LIT_1002', message: 'No case found' } });
    return found.folders.map((f) => ({
      caseFolderId: f.caseFolderId,
      caseFolderTypeCd: f.code,
      caseFolderTypeName: f.name,
      caseTypeCd: null,
      stateJursdCd: null,
      userId: null,
      ipAddress: null,
      accessType: f.access,
      casefolderseq: f.seq,
    }));
  });

  app.post(litserv('case/folder/items'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'services');
    if (!session) return reply;
    const folderId = Number(bodyOf(request).caseFolderId);
    const found = caseOf(session.username, Math.floor(folderId / 10));
    const folder = found?.folders.find((f) => f.caseFolderId === folderId);
    if (!folder) return reply.send({ error: { error_cd: 'LIT_1003', message: 'No folder found' } });
    return folder.items
      .filter((i) => i.at <= now())
      .map((i) => ({
        // The portal gives the item as a JSON string, with its documents somewhere inside.
        itemJson: JSON.stringify({
          ...i.itemJson,
          docModel: i.docs.map((d) => ({ id: d.id, docName: d.docName })),
        }),
        itemId: i.itemId,
        caseFolderId: folder.caseFolderId,
        refId: i.refId,
        insertDate: slashDateTime(i.at),
        updateDate: null,
      }));
  });

  app.post(litserv('case/search'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'services');
    if (!session) return reply;
    const body = bodyOf(request);
    const from = parsePortalDay(String(body.startDate ?? ''));
    const to = parsePortalDay(String(body.endDate ?? ''));
    if (Number.isNaN(from) || Number.isNaN(to) || typeof body.caseTypeCd !== 'string')
      return reply.send(errorEnvelope('LIT_1001', 'Invalid search criteria'));
    const rows = [];
    for (const gstin of deps.gst.account(session.username)!.gstins) {
      for (const c of deps.gst.data(gstin).applications) {
        if (c.caseTypeCd !== body.caseTypeCd || c.at > now() || c.at < from || c.at >= to + 86_400_000)
          continue;
        rows.push({
          arn: c.arn,
          caseId: c.caseId,
          caseName: c.caseTypeName,
          caseTypeCd: c.caseTypeCd,
          statusDesc: statusAt(c, now()),
          caseCreationDate: slashDateTime(c.at),
          caseJson: JSON.stringify(c.caseJson),
          appItem: { itemJson: JSON.stringify(c.itemJson) },
          finYear: null,
          gstin,
        });
      }
    }
    return rows;
  });

  app.post(litserv('usr/getEncrypDocIds'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'services');
    if (!session) return reply;
    const body = bodyOf(request);
    const arn = String(body.arn ?? '');
    const ids = Array.isArray(body.docIdList) ? body.docIdList.map(String) : [];
    return Object.fromEntries(ids.map((id) => [id, tokenFor(deps.gst.seed, arn, id)]));
  });

  app.get('/downloadhb/download/new', async (request, reply) => {
    const session = await guard(deps, request, reply, 'services');
    if (!session) return reply;
    const { docId = '', arn = '', eh = '' } = queryOf(request);
    if (eh !== tokenFor(deps.gst.seed, arn, docId)) return reply.type('text/html').send(ACCESS_DENIED_HTML);
    for (const gstin of deps.gst.account(session.username)!.gstins) {
      const doc = deps.gst.data(gstin).docs.get(docId);
      if (doc && doc.at <= now())
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${doc.docName}"`)
          .send(
            buildPdf({
              title: doc.title,
              lines: [{ text: doc.title, bold: true }, ...doc.lines.map((text) => ({ text }))],
            }),
          );
    }
    return reply.type('text/html').send(ACCESS_DENIED_HTML);
  });
}
