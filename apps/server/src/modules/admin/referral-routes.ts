import { NewReferralCode } from '@taxdesk/domain';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { inPlatform, requirePlatformAdmin } from './platform-admin';
import { createCode, listCodes, listReferrals, updateCode } from './referrals';

const TAGS = ['operator'];

/** Referral codes, who referred whom, and sign-ups per code. */
export const adminReferralRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get(
    '/api/admin/referrals/codes',
    { schema: { tags: TAGS, querystring: z.object({ q: z.string().max(100).optional() }) } },
    async (req) => {
      await requirePlatformAdmin(ctx, req);
      return ok(await inPlatform(ctx.db, (tx) => listCodes(tx, req.query.q)));
    },
  );

  r.post(
    '/api/admin/referrals/codes',
    {
      schema: {
        tags: TAGS,
        body: NewReferralCode,
      },
    },
    async (req) => {
      const operator = await requirePlatformAdmin(ctx, req);
      const code = await inPlatform(ctx.db, (tx) => createCode(tx, operator, req.body));
      return ok(code, `Referral code ${code.code} created`);
    },
  );

  r.patch(
    '/api/admin/referrals/codes/:code',
    {
      schema: {
        tags: TAGS,
        params: z.object({ code: z.string().max(40) }),
        body: z.object({ active: z.boolean().optional(), note: z.string().max(1000).nullable().optional() }),
      },
    },
    async (req) => {
      const operator = await requirePlatformAdmin(ctx, req);
      const code = await inPlatform(ctx.db, (tx) => updateCode(tx, operator, req.params.code, req.body));
      return ok(code, `Referral code ${code.code} ${code.active ? 'is active' : 'withdrawn'}`);
    },
  );

  r.get(
    '/api/admin/referrals',
    {
      schema: {
        tags: TAGS,
        querystring: z.object({
          code: z.string().max(40).optional(),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (req) => {
      await requirePlatformAdmin(ctx, req);
      return ok(await inPlatform(ctx.db, (tx) => listReferrals(tx, req.query)));
    },
  );
};
