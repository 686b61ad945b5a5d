import { sendBadRequest } from '../http';
import type { ItDeps } from '../http';
import { okAnswer } from '../messages';
import { MAX_PAGE_SIZE } from '../proceedings';
import type { Session } from '../sessions';
import type { ItServiceHandler, ItServiceTable } from '../service-table';
import {
  arcaLogins,
  arcaWorld,
  FORM_DESCRIPTIONS,
  isArcaLogin,
  stepAt,
  type ArcaAssignment,
  type ArcaLogin,
  type ArcaWorld,
} from './arca-data';

/**
 * A chartered accountant's own services on the e-filing portal: profile, worklist of assigned
 * forms, forms filed, and the UDINs updated against them. Service names are the sandbox's own;
 * fields follow the portal's naming (`refYear`, `ackNum`, `formTypeCd`, `filedDt`, ...).
 */

const loginsBySeed = new Map<string, ArcaLogin[]>();

function loginOf(deps: ItDeps, session: Session): ArcaLogin | null {
  const state = deps.portal.account(session.pan);
  if (!state || !isArcaLogin(state.profile)) return null;
  let logins = loginsBySeed.get(deps.portal.seed);
  if (!logins) {
    logins = arcaLogins(deps.portal.seed);
    loginsBySeed.set(deps.portal.seed, logins);
  }
  return logins.find((l) => l.arcaId === session.pan) ?? null;
}

/** The caller's world, or null after a 400 is sent: these services are for CA logins only. */
function worldOf(deps: ItDeps, session: Session, reply: Parameters<ItServiceHandler>[3]): ArcaWorld | null {
  const login = loginOf(deps, session);
  if (!login) {
    sendBadRequest(reply, 'Invalid request: this service is available to chartered accountant logins only.');
    return null;
  }
  return arcaWorld(deps.portal.seed, login, deps.portal.profiles);
}

function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
}

function paged<T>(body: Record<string, unknown>, rows: T[]) {
  const page = (body.pageConfig && typeof body.pageConfig === 'object' ? body.pageConfig : {}) as Record<
    string,
    unknown
  >;
  const pageNo = positiveInt(page.pageNo, 1);
  const pageSize = Math.min(positiveInt(page.pageSize, 10), MAX_PAGE_SIZE);
  return {
    rows: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalCount: rows.length,
    pageNo,
    pageSize,
  };
}

function filedAt(a: ArcaAssignment, now: number): number | null {
  const filed = a.steps.find((s) => s.step === 'FILED');
  return filed && filed.at <= now ? filed.at : null;
}

function clientName(a: ArcaAssignment): string {
  return a.client.name.toUpperCase();
}

const arcaProfileService: ItServiceHandler = (deps, session, _body, reply) => {
  const world = worldOf(deps, session, reply);
  if (!world) return reply;
  const { login } = world;
  return reply.send(
    okAnswer({
      arcaId: login.arcaId,
      caName: login.profile.name,
      membershipNo: login.membershipNo,
      firmName: login.firmName,
      frn: login.frn,
      email: login.profile.email,
      mobile: login.profile.mobile,
    }),
  );
};

const FOR_ACTION = new Set(['PENDING_ACCEPTANCE', 'ACCEPTED', 'RETURNED']);

const arcaWorklistService: ItServiceHandler = (deps, session, body, reply) => {
  const world = worldOf(deps, session, reply);
  if (!world) return reply;
  const flag = body.worklistFlag;
  if (flag !== undefined && flag !== 'FYA' && flag !== 'FYI')
    return sendBadRequest(reply, 'Invalid request: worklistFlag must be FYA or FYI.');
  const now = deps.clock.now();
  const rows = world.assignments
    .filter((a) => a.assignedOn <= now)
    .map((a) => ({ a, step: stepAt(a, now)! }))
    .filter(({ step }) => flag === undefined || FOR_ACTION.has(step.step) === (flag === 'FYA'))
    .sort((x, y) => y.a.assignedOn - x.a.assignedOn || (x.a.transactionNo < y.a.transactionNo ? -1 : 1))
    .map(({ a, step }) => ({
      transactionNo: a.transactionNo,
      pan: a.client.pan,
      assesseeName: clientName(a),
      formTypeCd: a.formTypeCd,
      formDesc: FORM_DESCRIPTIONS[a.formTypeCd] ?? a.formTypeCd,
      refYear: String(a.refYear),
      assignedOn: a.assignedOn,
      dueDate: a.dueDate,
      status: step.step,
      statusUpdatedOn: step.at,
      ackNum: filedAt(a, now) === null ? null : a.ackNum,
      remarks: step.remarks ?? null,
    }));
  const page = paged(body, rows);
  return reply.send(okAnswer({ worklist: page.rows, totalCount: page.totalCount, pageNo: page.pageNo }));
};

function filedForms(world: ArcaWorld, now: number) {
  return world.assignments
    .map((a) => ({ a, filedOn: filedAt(a, now) }))
    .filter((x): x is { a: ArcaAssignment; filedOn: number } => x.filedOn !== null)
    .sort((x, y) => y.filedOn - x.filedOn || (x.a.ackNum < y.a.ackNum ? -1 : 1));
}

const arcaFiledFormsService: ItServiceHandler = (deps, session, body, reply) => {
  const world = worldOf(deps, session, reply);
  if (!world) return reply;
  const now = deps.clock.now();
  const rows = filedForms(world, now).map(({ a, filedOn }) => ({
    ackNum: a.ackNum,
    ackDt: filedOn,
    filedDt: filedOn,
    refYear: String(a.refYear),
    formTypeCd: a.formTypeCd,
    formDesc: FORM_DESCRIPTIONS[a.formTypeCd] ?? a.formTypeCd,
    filingTypeCd: a.filingTypeCd,
    formStatus: 'FILED',
    entityNum: a.client.pan,
    entityName: clientName(a),
    udin: a.udinUpdatedOn <= now ? a.udin : null,
    transactionNo: a.transactionNo,
  }));
  const page = paged(body, rows);
  return reply.send(okAnswer({ forms: page.rows, totalCount: page.totalCount, pageNo: page.pageNo }));
};

const arcaUdinListService: ItServiceHandler = (deps, session, body, reply) => {
  const world = worldOf(deps, session, reply);
  if (!world) return reply;
  const now = deps.clock.now();
  const rows = filedForms(world, now).map(({ a, filedOn }) => {
    const updated = a.udinUpdatedOn <= now;
    return {
      ackNum: a.ackNum,
      udin: updated ? a.udin : null,
      udinGenDate: updated ? a.udinGeneratedOn : null,
      udinUpdtDate: updated ? a.udinUpdatedOn : null,
      udinStatus: updated ? 'UPDATED' : 'PENDING',
      formTypeCd: a.formTypeCd,
      assmtYear: String(a.refYear),
      pan: a.client.pan,
      assesseeName: clientName(a),
      filedDt: filedOn,
    };
  });
  const page = paged(body, rows);
  return reply.send(okAnswer({ udinList: page.rows, totalCount: page.totalCount, pageNo: page.pageNo }));
};

/** The CA's services: listed in service-tables.ts. */
export const ARCA_SERVICE_TABLES: ItServiceTable[] = [
  {
    endpoint: '/iec/servicesapi/auth/getEntity',
    handlers: { arcaProfileService, arcaWorklistService, arcaFiledFormsService, arcaUdinListService },
  },
];
