import { z } from 'zod';
import { SignInAnswerBody, type SignInQueue } from '@taxdesk/domain';
import { inTenant, requireWrite } from '../../lib/access';
import { portalByKey } from '../../lib/areas/server-area';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { requeueWithNewJob } from '../../lib/sync/resume';
import {
  answerRequest,
  requestImage,
  SIGN_IN_WAIT_MINUTES,
  waitingRequests,
} from '../../lib/sync/sign-in-requests';
import { userLabel } from '../../lib/user-label';

const OrgParams = z.object({ orgId: z.string() });
const ItemParams = OrgParams.extend({ id: z.string().max(40) });

/**
 * The sign-in queue: every run of the organisation paused at a captcha or OTP, its image, and the
 * person's answer, which queues the run again to continue in the same portal session. Open to
 * every member who can write, whatever the area (each item names its portal).
 */
export const signInQueueRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get('/api/o/:orgId/sign-in-queue', { schema: { tags: ['sync'], params: OrgParams } }, async (req) => {
    const queue: SignInQueue = await inTenant(ctx, req, req.params.orgId, null, async (tx, tenant) => ({
      items: await waitingRequests(tx, tenant.orgId, ctx.now()),
      waitMinutes: SIGN_IN_WAIT_MINUTES,
    }));
    return ok(queue);
  });

  r.get(
    '/api/o/:orgId/sign-in-queue/:id/image',
    { schema: { tags: ['sync'], params: ItemParams } },
    async (req, reply) => {
      const { image, mimeType } = await inTenant(ctx, req, req.params.orgId, null, (tx, tenant) =>
        requestImage(tx, tenant.orgId, req.params.id),
      );
      return reply.header('cache-control', 'no-store').type(mimeType).send(image);
    },
  );

  r.post(
    '/api/o/:orgId/sign-in-queue/:id/answer',
    { schema: { tags: ['sync'], params: ItemParams, body: SignInAnswerBody } },
    async (req) => {
      const answered = await inTenant(ctx, req, req.params.orgId, null, async (tx, tenant) => {
        requireWrite(tenant);
        const by = await userLabel(tx, tenant.userId);
        return {
          orgId: tenant.orgId,
          ...(await answerRequest(ctx, tx, tenant.orgId, req.params.id, req.body.answer, by)),
        };
      });
      const portal = portalByKey(ctx.areas, answered.portal);
      if (portal)
        await requeueWithNewJob(
          ctx,
          answered.orgId,
          answered.runId,
          portal.queue,
          { resumed: true, currentModule: 'Signing in', error: null },
          ['waiting'],
        );
      return ok({ ok: true }, 'Answer sent: the sync goes on');
    },
  );
};
