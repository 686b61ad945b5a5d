import type { FastifyInstance } from 'fastify';
import { buildPdf } from '../pdf';
import { slashDate } from './gst-format';
import type { GstDeps } from './gst-http';
import { ACCESS_DENIED_HTML, guard, gstinData } from './gst-http';
import type { GstNotice } from './gst-notices-data';

function noticeRow(n: GstNotice, gstin: string, now: number) {
  return {
    noticeOrderId: n.noticeOrderId,
    type: n.kind.type === 'Order' ? 'Order' : n.kind.type,
    descr: n.kind.descr,
    dtOfIssue: slashDate(n.at),
    dueDate: n.dueAt === null ? 'NA' : slashDate(n.dueAt),
    issuedBy: n.kind.issuedBy,
    amount: n.amount === null ? 'NA' : String(n.amount),
    status: n.closedAt !== null && n.closedAt <= now ? 'Closed' : 'Open',
    docId: n.doc?.id ?? null,
    applnId: n.applnId,
    pdfDownloadURL: n.gstr3a ? '/returns/auth/gstr3a' : null,
    appDefId: n.appDefId,
    applnCd: n.gstr3a ? 'APL3A' : null,
    gstin,
  };
}

/** services.gst.gov.in: profile (with bank accounts), notices and orders, their documents. */
export async function gstServicesRoutes(app: FastifyInstance, deps: GstDeps): Promise<void> {
  const now = () => deps.clock.now();

  app.post('/services/auth/profile/detail', async (request, reply) => {
    const session = await guard(deps, request, reply, 'services');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    return {
      status: 1,
      data: {
        ...data.profile,
        userName: data.account.username,
        gstins: data.account.gstins,
        // Bank accounts are not in any captured answer; this block is the sandbox's own.
        bankAccounts: data.bankAccounts
          .filter((b) => b.at <= now())
          .map(({ acno, ifsc, bankName, branch, accType }) => ({ acno, ifsc, bankName, branch, accType })),
      },
    };
  });

  app.post('/services/auth/api/get/notices', async (request, reply) => {
    const session = await guard(deps, request, reply, 'services');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    return data.notices.filter((n) => n.at <= now()).map((n) => noticeRow(n, data.gstin, now()));
  });

  app.get('/services/auth/api/get/regcert', async (request, reply) => {
    const session = await guard(deps, request, reply, 'services');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    return { docid: `REGCERT${data.gstin}`, applnId: data.gstin };
  });

  app.get<{ Params: { docId: string; applnId: string } }>(
    '/document/:docId/:applnId',
    async (request, reply) => {
      const session = await guard(deps, request, reply, 'services');
      if (!session) return reply;
      const account = deps.gst.account(session.username)!;
      const { docId } = request.params;
      if (docId.startsWith('REGCERT')) {
        const gstin = docId.slice('REGCERT'.length);
        if (!account.gstins.includes(gstin)) return reply.type('text/html').send(ACCESS_DENIED_HTML);
        return reply.type('application/pdf').send(
          buildPdf({
            title: 'FORM GST REG-06',
            lines: [
              { text: 'Registration Certificate', bold: true },
              { text: `GSTIN: ${gstin}` },
              { text: `Legal name: ${account.legalName}` },
            ],
          }),
        );
      }
      for (const gstin of account.gstins) {
        const doc = deps.gst.data(gstin).docs.get(docId);
        if (doc && doc.at <= now()) {
          return reply
            .type('application/pdf')
            .header('content-disposition', `attachment; filename="${doc.docName}"`)
            .send(
              buildPdf({
                title: doc.title,
                lines: [{ text: doc.title, bold: true, size: 14 }, ...doc.lines.map((text) => ({ text }))],
              }),
            );
        }
      }
      // The portal answers a document it will not give with an HTML page, not a 404.
      return reply.type('text/html').send(ACCESS_DENIED_HTML);
    },
  );
}
