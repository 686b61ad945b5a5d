import { buildPdf } from '../../pdf';
import { sandboxTdsAccounts } from '../../traces/tds-accounts';
import { STATEMENT_STATUS, generateTdsData } from '../../traces/tds-data';
import type { ItAccountProfile } from '../accounts';
import { okAnswer } from '../messages';
import type { ItPortal } from '../portal-state';
import type { ItDocumentSource, ItServiceHandler, ItServiceTable } from '../service-table';
import { isTanLogin, tanSlot } from '../tan-logins';

/**
 * A deductor's (TAN) communications inbox and applications (Form 13 for lower deduction) on the
 * e-filing portal. Nothing public shows these services: the names and shapes are ours
 * (README). Both follow from the TAN's TRACES data, so the two portals tell one story.
 */

const DAY = 86_400_000;
const COMM_DOC_BASE = 1_500_000_000;

type Communication = {
  commInbId: string;
  subject: string;
  category: string;
  financialYear: string;
  issuedDt: number;
  din: string;
  body: string;
  docId: number;
};
type Application = {
  acknumber: string;
  formName: string;
  formDesc: string;
  financialYear: string;
  filingDate: number;
  applicationStatus: string;
  statusDate: number;
  certificateNumber: string | null;
  remarks: string | null;
};

const fy = (y: number) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`;

function tdsRecords(portal: ItPortal, profile: ItAccountProfile) {
  const slot = tanSlot(profile);
  const account = sandboxTdsAccounts({ seed: portal.seed, count: slot + 1 })[slot];
  if (!account || account.tan !== profile.pan) return { communications: [], applications: [] };
  const data = generateTdsData(portal.seed, account);
  const communications: Communication[] = [];
  data.statements.forEach((s, i) => {
    if (s.processedOn === null || s.status === STATEMENT_STATUS.clean) return;
    const rejected = s.status === STATEMENT_STATUS.rejected;
    communications.push({
      commInbId: String(7_000_000_000 + slot * 10_000 + i),
      subject: rejected
        ? `Rejection of TDS statement ${s.formtype} Q${s.quarter} ${fy(s.finyear)}`
        : `Intimation u/s 200A for ${s.formtype} Q${s.quarter} ${fy(s.finyear)}`,
      category: rejected ? 'Statement rejection' : 'Intimation u/s 200A',
      financialYear: fy(s.finyear),
      issuedDt: s.processedOn + DAY,
      din: `ITBA/TDS/S/200A/${s.finyear + 1}/${String(1_000_000_000 + slot * 10_000 + i)}`,
      body: rejected
        ? (s.failMsg ?? 'The statement was rejected.')
        : 'Defaults were found on processing the statement.',
      docId: COMM_DOC_BASE + slot * 10_000 + i,
    });
  });
  const applications: Application[] = data.ldcs.map((c, i) => ({
    acknumber: String(600_000_000_000_000 + slot * 1_000 + i),
    formName: 'Form 13',
    formDesc: 'Application for a certificate of lower or nil deduction u/s 197',
    financialYear: fy(c.finyear),
    filingDate: c.issuedate - 20 * DAY,
    applicationStatus: 'Certificate Issued',
    statusDate: c.issuedate,
    certificateNumber: c.certino,
    remarks: `${c.dedname} (${c.deducteepan}), section ${c.seccode}`,
  }));
  return { communications, applications };
}

const tdsCommInboxService: ItServiceHandler = (deps, session, _body, reply) => {
  const profile = deps.portal.account(session.pan)!.profile;
  const now = deps.clock.now();
  const list = isTanLogin(profile)
    ? tdsRecords(deps.portal, profile).communications.filter((c) => c.issuedDt <= now)
    : [];
  return reply.send(
    okAnswer({ commList: list.sort((a, b) => b.issuedDt - a.issuedDt), totalCount: list.length }),
  );
};

const tdsApplicationStatusService: ItServiceHandler = (deps, session, body, reply) => {
  const profile = deps.portal.account(session.pan)!.profile;
  const ack = typeof body.acknumber === 'string' ? body.acknumber.trim() : '';
  const now = deps.clock.now();
  const list = isTanLogin(profile)
    ? tdsRecords(deps.portal, profile).applications.filter(
        (a) => a.filingDate <= now && (ack === '' || a.acknumber === ack),
      )
    : [];
  return reply.send(okAnswer({ applicationList: list }));
};

export const TDS_SERVICES: ItServiceTable = {
  endpoint: '/iec/servicesapi/auth/getEntity',
  handlers: { tdsCommInboxService, tdsApplicationStatusService },
};

export const tdsCommunicationDocuments: ItDocumentSource = (deps, session, docId) => {
  if (docId < COMM_DOC_BASE) return undefined;
  const profile = deps.portal.account(session.pan)!.profile;
  if (!isTanLogin(profile)) return undefined;
  const found = tdsRecords(deps.portal, profile).communications.find((c) => c.docId === docId);
  if (!found) return undefined;
  return {
    fileName: `${found.commInbId}.pdf`,
    pdf: buildPdf({
      title: found.subject,
      lines: [
        { text: found.subject, bold: true, size: 13 },
        { text: `TAN ${profile.pan} — ${profile.name}`, gapBefore: 8 },
        { text: `DIN ${found.din}` },
        { text: found.body, gapBefore: 8 },
      ],
    }),
  };
};
