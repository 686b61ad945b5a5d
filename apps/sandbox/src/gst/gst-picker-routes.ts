import type { FastifyInstance } from 'fastify';
import { MONTH_NAMES, fyOfMonth, monthIndexOf, parsePortalDay, periodOf, slashDate } from './gst-format';
import type { GstDeps } from './gst-http';
import { errorEnvelope, guard, gstinData, queryOf } from './gst-http';
import { isFiled, periodOpen } from './gst-returns-data';

const FORM_NAMES: Record<string, string> = { GSTR1: 'GSTR-1 / IFF', GSTR3B: 'GSTR-3B', CMP08: 'CMP-08' };

/** The return dashboard's helpers: the period picker, the last five periods' grid, challan ARNs by date. */
export async function gstPickerRoutes(app: FastifyInstance, deps: GstDeps): Promise<void> {
  const now = () => deps.clock.now();

  app.get('/returns/auth/api/dropdown', async (request, reply) => {
    const session = await guard(deps, request, reply, 'return');
    if (!session) return reply;
    const last = monthIndexOf(now());
    const years = new Map<string, { month: string; value: string }[]>();
    for (let m = 2017 * 12 + 6; m <= last; m++) {
      const fy = fyOfMonth(m);
      years.set(fy, [...(years.get(fy) ?? []), { month: MONTH_NAMES[m % 12]!, value: periodOf(m) }]);
    }
    return { status: 1, data: { Years: [...years].reverse().map(([year, months]) => ({ year, months })) } };
  });

  // On the services host (the return host's copy is refused to plain clients), so no Referer gate.
  app.get('/returns/auth/api/filingsnapshot', async (request, reply) => {
    const session = await guard(deps, request, reply, 'services');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const formNames = Object.entries(FORM_NAMES)
      .map(([type, formName]) => {
        const periods = data.filings
          .filter((f) => f.rtntype === type && periodOpen(f, now()) && f.dueAt <= now())
          .slice(-5);
        return {
          formName,
          retPrds: periods.map((f) => ({
            monthYearName: `${MONTH_NAMES[f.monthIndex % 12]} ${Math.floor(f.monthIndex / 12)}`,
            filingStatus: isFiled(f, now()) ? 'Filed' : 'Not Filed',
            filingDate: isFiled(f, now()) ? slashDate(f.filedAt!) : null,
            status: isFiled(f, now()) ? 'FIL' : 'NF',
          })),
        };
      })
      .filter((f) => f.retPrds.length > 0);
    return { status: 1, data: { gstin: data.gstin, formNames } };
  });

  // The answer's row shape was never captured; these rows are the sandbox's own.
  app.get('/payment/auth/api/searcharnusngdate', async (request, reply) => {
    const session = await guard(deps, request, reply, 'payment');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const from = parsePortalDay(queryOf(request).fromdate ?? '');
    const to = parsePortalDay(queryOf(request).todate ?? '');
    if (Number.isNaN(from) || Number.isNaN(to)) return reply.send(errorEnvelope('PMT9001', 'Invalid date'));
    const rows = data.challans
      .filter((c) => c.createdAt <= now() && c.createdAt >= from && c.createdAt < to + 86_400_000)
      .map((c) => ({ cpin: c.cpin, chln_cre_dt: slashDate(c.createdAt), status: c.status }));
    if (rows.length === 0)
      return reply.send(errorEnvelope('LG9221', 'No records found for the given search criteria'));
    return { status: 1, data: rows };
  });
}
