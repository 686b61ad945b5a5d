import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CaptchaStore } from '../captcha/captcha-store';
import type { SandboxClock } from '../clock';
import type { FaultInjector } from '../faults';
import { readCookie } from '../it/http';
import type { JsfSession, TracesPortal } from './traces-state';

export type TracesDeps = {
  traces: TracesPortal;
  clock: SandboxClock;
  faults: FaultInjector;
  captchas: CaptchaStore;
};

export const JSESSION_COOKIE = 'JSESSIONID';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** TRACES' `dd-Mon-yyyy` (`25-Oct-2025`), in India's time. */
export function tracesDate(ms: number): string {
  const d = new Date(ms + 330 * 60_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()}`;
}

/** Reads `dd-Mon-yyyy` back (midnight UTC of that day), or null. */
export function parseTracesDate(text: unknown): number | null {
  const m = typeof text === 'string' ? /^(\d{2})-([A-Za-z]{3})-(\d{4})$/.exec(text.trim()) : null;
  if (!m) return null;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === m[2]!.toLowerCase());
  return month < 0 ? null : Date.UTC(Number(m[3]), month, Number(m[1]));
}

/** A form post's or query's fields as strings. */
export function fieldsOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const source of [request.query, request.body]) {
    if (source && typeof source === 'object' && !Array.isArray(source)) {
      for (const [k, v] of Object.entries(source as Record<string, unknown>)) {
        if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
      }
    }
  }
  return out;
}

/** The legacy pages' session: 410 Gone when it has expired or never was (what TRACES answers). */
export function requireJsf(
  deps: TracesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): JsfSession | null {
  const session = deps.traces.useJsf(readCookie(request, JSESSION_COOKIE), deps.clock.now());
  if (!session) {
    reply
      .code(410)
      .header('content-type', 'text/html; charset=utf-8')
      .send('<html><body><h1>Gone</h1></body></html>');
    return null;
  }
  return session;
}

/** Servlets answer 410 until one page has loaded after the bridge (the portal's warm-up). */
export function requireWarmJsf(
  deps: TracesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): JsfSession | null {
  const session = requireJsf(deps, request, reply);
  if (session && !session.warm) {
    reply
      .code(410)
      .header('content-type', 'text/html; charset=utf-8')
      .send('<html><body><h1>Gone</h1></body></html>');
    return null;
  }
  return session;
}

export function htmlPage(title: string, body: string): string {
  return (
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><form id="main">` +
    `<input type="hidden" name="javax.faces.ViewState" value="-1234567890:987654321"/>${body}</form></body></html>`
  );
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** jqGrid's paging over rows, as the legacy servlets answer. */
export function jqGrid<T>(rows: readonly T[], fields: Record<string, string>) {
  const size = Math.max(1, Math.min(2000, Number(fields.rows) || 100));
  const totalpages = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(totalpages, Math.max(1, Number(fields.page) || 1));
  return {
    totalpages,
    page,
    rowCount: rows.length,
    records: rows.length,
    rows: rows.slice((page - 1) * size, page * size),
  };
}

export const QUARTER_CODE: Record<number, number> = { 1: 3, 2: 4, 3: 5, 4: 6 };
/** Legacy quarter code (3..6) → quarter number (1..4), or null. */
export function quarterOf(code: unknown): 1 | 2 | 3 | 4 | null {
  const n = Number(code);
  return n >= 3 && n <= 6 ? ((n - 2) as 1 | 2 | 3 | 4) : null;
}

export function maskToken(token: string): string {
  return `${token.slice(0, 4)}${'X'.repeat(token.length - 8)}${token.slice(-4)}`;
}
