import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CASES, EXEMPT, fillPath, type ApiRequest } from './cross-org-cases';

export type Operation = { id: string; method: string; path: string; hasOrgId: boolean; admin: boolean };

/** Every operation of the server's own OpenAPI document (`/api/docs`), as `METHOD /path`. */
export function operations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => ({
      id: `${m.toUpperCase()} ${path}`,
      method: m.toUpperCase(),
      path,
      hasOrgId: path.includes('{orgId}'),
      admin: path.startsWith('/api/admin/'),
    })),
  );
}

/** Operations with neither a case nor a reason to be exempt, and cases of operations that are gone. */
export function uncovered(ops: readonly Operation[]): { missing: string[]; stale: string[] } {
  const ids = new Set(ops.map((o) => o.id));
  return {
    missing: ops.filter((o) => !CASES[o.id] && !EXEMPT[o.id]).map((o) => o.id),
    stale: [...Object.keys(CASES), ...Object.keys(EXEMPT)].filter((id) => !ids.has(id)),
  };
}

/** Sends a case's request as `token` (an AuthToken), with `orgId` in the path where it has one. */
export function send(
  app: FastifyInstance,
  op: Operation,
  req: ApiRequest,
  token: string,
  orgId: string,
): Promise<LightMyRequestResponse> {
  const url = fillPath(op.path, { orgId, ...req.params });
  const query = { ...req.query, ...(req.upload ? { fileName: req.upload.fileName } : {}) };
  const headers: Record<string, string> = { authtoken: token };
  let payload: string | Buffer | undefined;
  if (req.upload) {
    headers['content-type'] = req.upload.contentType;
    payload = req.upload.body;
  } else if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(req.body);
  }
  return app.inject({
    method: op.method as 'GET',
    url,
    query,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}
