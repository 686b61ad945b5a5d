import { z } from 'zod';
import { clearSignInFailures, listSignInLocks } from '../../lib/auth/sign-in-locks';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { writeAudit } from './audit-log';
import { inPlatform, requirePlatformAdmin } from './platform-admin';

const TAGS = ['operator'];

/** Sign-in locks (docs/security.md): who is held back now, and forgetting a lock's failures. */
export const adminSignInLockRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get('/api/admin/sign-in-locks', { schema: { tags: TAGS } }, async (req) => {
    await requirePlatformAdmin(ctx, req);
    return ok(await listSignInLocks(ctx.db, ctx.now()));
  });

  r.delete(
    '/api/admin/sign-in-locks',
    {
      schema: {
        tags: TAGS,
        querystring: z
          .object({
            address: z.string().trim().min(1).max(100).optional(),
            email: z.string().trim().toLowerCase().min(1).max(254).optional(),
          })
          .refine((q) => q.address || q.email, 'Give an address, an email or both.'),
      },
    },
    async (req) => {
      const operator = await requirePlatformAdmin(ctx, req);
      const { address, email } = req.query;
      const cleared = await inPlatform(ctx.db, async (tx) => {
        const n = await clearSignInFailures(tx, { address, email });
        await writeAudit(tx, operator, {
          action: 'sign-in-lock.clear',
          target: [address, email].filter(Boolean).join(' '),
          details: { address: address ?? null, email: email ?? null, failures: n },
        });
        return n;
      });
      return ok({ cleared }, cleared ? 'Sign-in lock cleared' : 'No failed sign-ins to clear');
    },
  );
};
