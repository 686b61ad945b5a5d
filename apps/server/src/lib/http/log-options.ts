import type { FastifyServerOptions } from 'fastify';

/** Route parameters that are secrets in themselves: a download link's ticket, a calendar feed's address. */
const SECRET_PARAMS = /^:(ticket|token|feed)$/i;

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  routeOptions?: { url?: string };
};

/**
 * The address as logged: query values replaced (a list's filter may hold a PAN, a name or an
 * email; the names stay, to tell requests apart) and a secret path part (a download ticket) blanked,
 * found by the matched route's pattern.
 */
export function loggedUrl(url: string, pattern?: string): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at + 1);
  const patternParts = pattern?.split('/') ?? [];
  const parts = path.split('/');
  const safePath =
    patternParts.length === parts.length
      ? parts.map((p, i) => (SECRET_PARAMS.test(patternParts[i] ?? '') ? '[redacted]' : p)).join('/')
      : path;
  if (!query) return safePath;
  const names = new URLSearchParams(query);
  return `${safePath}?${[...names.keys()].map((k) => `${encodeURIComponent(k)}=[redacted]`).join('&')}`;
}

type ErrorLike = Error & { code?: unknown; statusCode?: unknown; cause?: unknown; query?: unknown };

/**
 * A failed statement's values stay out of the log: drizzle puts them in its message ("params:
 * …") and in `params`, PostgreSQL names the offending value in `detail` ("Key (email)=(…)") and in
 * some messages ('invalid input syntax for type uuid: "…"'). Kept: the statement, the code, the
 * stack, the cause (cleaned the same way).
 */
function withoutValues(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]')
    .replace(/(: )"[^"\n]*"/g, '$1"[redacted]"');
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

function loggedError(error: Error, depth = 0): LoggedError {
  const e = error as ErrorLike;
  return {
    type: e.name,
    message: withoutValues(e.message),
    stack: withoutValues(e.stack ?? ''),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
    ...(typeof e.query === 'string' ? { query: e.query } : {}),
    // A cause that is not an error (a value thrown as is) is left out: it could be anything.
    ...(e.cause instanceof Error && depth < 5 ? { cause: loggedError(e.cause, depth + 1) } : {}),
  };
}

/**
 * The server's logger: no credential, query value, download ticket or statement parameter is
 * written (ASVS 16.2.5). Headers are not logged at all (Fastify's request serializer leaves them
 * out); the redaction paths are for anything logged by hand with a body or headers.
 */
export function logOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.authtoken',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.refreshToken',
        '*.ticket',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: loggedUrl(req.url, req.routeOptions?.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
      err: (err: Error) => loggedError(err),
    },
  };
}
