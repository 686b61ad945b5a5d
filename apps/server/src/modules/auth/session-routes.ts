import { SessionIdParams, type SessionsSignedOut } from '@taxdesk/domain';
import { requireIdentity } from '../../lib/access';
import { listMySessions, signOutMySession, signOutMySessions } from '../../lib/auth/session-list';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';

/**
 * The caller's own signed-in sessions (docs/security.md): the list, and signing one or all the
 * others out. Signing out everywhere, this session included, is `POST /api/auth/logout` with
 * `everywhere`, since it ends the caller's refresh token too.
 */
export const sessionRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const tags = ['auth'];

  r.get('/api/me/sessions', { schema: { tags } }, async (req) =>
    ok(await listMySessions(ctx, requireIdentity(req))),
  );

  r.delete('/api/me/sessions/:sessionId', { schema: { tags, params: SessionIdParams } }, async (req) => {
    const owner = requireIdentity(req);
    await signOutMySession(ctx, owner, req.params.sessionId);
    return ok(null, owner.sessionId === req.params.sessionId ? 'Signed out' : 'Session signed out');
  });

  r.post('/api/me/sessions/sign-out-others', { schema: { tags } }, async (req) => {
    const owner = requireIdentity(req);
    const data: SessionsSignedOut = { signedOut: await signOutMySessions(ctx, owner, owner.sessionId) };
    return ok(
      data,
      data.signedOut === 1
        ? 'Signed out of 1 other session'
        : `Signed out of ${data.signedOut} other sessions`,
    );
  });
};
