import type { FastifyInstance } from 'fastify';
import type { GstDeps } from './gst-http';
import { gstLitservRoutes } from './gst-litserv-routes';
import { gstLoginRoutes } from './gst-login-routes';
import { gstPaymentRoutes } from './gst-payment-routes';
import { gstPickerRoutes } from './gst-picker-routes';
import { gstReturnRoutes } from './gst-return-routes';
import { gstServicesRoutes } from './gst-services-routes';

/** The GST portal's hosts (services, litserv, return, payment) on one base URL, by path prefix. */
export async function gstPortalRoutes(app: FastifyInstance, deps: GstDeps): Promise<void> {
  await gstLoginRoutes(app, deps);
  await gstServicesRoutes(app, deps);
  await gstLitservRoutes(app, deps);
  await gstReturnRoutes(app, deps);
  await gstPaymentRoutes(app, deps);
  await gstPickerRoutes(app, deps);
  // Test control: the login's portal session drops at once, as it would after idling.
  app.post<{ Params: { username: string } }>(
    '/__sandbox/gst/accounts/:username/end-session',
    async (request, reply) => {
      const account = deps.gst.account(request.params.username);
      if (!account) return reply.code(404).send({ error: 'Unknown GST username' });
      deps.gst.endSessionsOf(account);
      return { username: account.username, loggedIn: false };
    },
  );
  app.get('/__sandbox/gst/accounts', async () => ({
    accounts: deps.gst.accounts.map((a) => ({
      ...a,
      portalPassword: deps.gst.passwordOf(a),
      locked: deps.gst.isLocked(a),
      signIns: deps.gst.signInsOf(a),
      loggedIn: deps.gst.isLoggedIn(a, deps.clock.now()),
    })),
  }));
}
