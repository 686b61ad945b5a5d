import type { RouteModule } from '../../lib/http/route-types';
import { adminDebuggingRoutes } from './debugging-routes';
import { adminFailuresEmailsRoutes } from './failures-emails-routes';
import { adminOrgsRoutes } from './orgs-routes';
import { adminPopulationRoutes } from './population/population-routes';
import { adminReferralRoutes } from './referral-routes';
import { adminSignInLockRoutes } from './sign-in-locks-routes';

/**
 * The operator's APIs under /api/admin: platform admins only (anyone else gets 404). They work
 * across organisations, with the platform flag on for row-level security.
 */
const ADMIN_ROUTES: RouteModule[] = [
  adminOrgsRoutes,
  adminPopulationRoutes,
  adminDebuggingRoutes,
  adminFailuresEmailsRoutes,
  adminReferralRoutes,
  adminSignInLockRoutes,
];

export const adminRoutes: RouteModule = async (app, ctx) => {
  for (const routes of ADMIN_ROUTES) await routes(app, ctx);
};
