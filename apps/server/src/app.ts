import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyOption } from './config';
import type { AppContext } from './context';
import type { RouteModule } from './lib/http/route-types';
import { logOptions } from './lib/http/log-options';
import { adminRoutes } from './modules/admin/admin-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { accountSecurityRoutes } from './modules/auth/account-security-routes';
import { secondFactorRoutes } from './modules/auth/second-factor-routes';
import { oidcRoutes } from './modules/auth/oidc-routes';
import { sessionRoutes } from './modules/auth/session-routes';
import { eventRoutes } from './modules/events/event-routes';
import { healthRoutes } from './modules/health/health-routes';
import { importsRoutes } from './modules/imports/imports-routes';
import { orgRoutes } from './modules/org/org-routes';
import { recordsRoutes } from './modules/records/records-routes';
import { workflowRoutes } from './modules/workflow/workflow-routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys-routes';
import { invitationRoutes } from './modules/members/invitation-routes';
import { membersRoutes } from './modules/members/members-routes';
import { accountRoutes } from './modules/org-settings/account-routes';
import { settingsRoutes } from './modules/org-settings/settings-routes';
import { syncRoutes } from './modules/sync/sync-routes';
import { syncRunRoutes } from './modules/sync-runs/sync-run-routes';
import { importUsersRoutes } from './modules/members/import-users-routes';
import { areaDashboardRoutes } from './modules/area-dashboard/area-dashboard-routes';
import { calendarRoutes } from './modules/calendar/calendar-routes';
import { clientRoutes } from './modules/clients/client-routes';
import { searchRoutes } from './modules/search/search-routes';
import { homeRoutes } from './modules/home/home-routes';
import { casesRoutes } from './modules/cases/cases-routes';
import { registerAnonymousRateLimits } from './plugins/anonymous-rate-limits';
import { registerAuthHeader } from './plugins/auth-header';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { frameworkErrorAnswer, registerErrorHandling } from './plugins/errors';
import { registerInputChecks } from './plugins/validation';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp, webAppHasAnalytics } from './plugins/web-app';

/** Domain route modules, in registration order. */
const MODULES: RouteModule[] = [
  healthRoutes,
  authRoutes,
  accountSecurityRoutes,
  secondFactorRoutes,
  oidcRoutes,
  sessionRoutes,
  orgRoutes,
  eventRoutes,
  recordsRoutes,
  syncRoutes,
  importsRoutes,
  workflowRoutes,
  adminRoutes,
  membersRoutes,
  invitationRoutes,
  apiKeysRoutes,
  settingsRoutes,
  accountRoutes,
  syncRunRoutes,
  importUsersRoutes,
  areaDashboardRoutes,
  calendarRoutes,
  clientRoutes,
  searchRoutes,
  homeRoutes,
  casesRoutes,
];

/** Plugins load in a fixed order: core → docs → identity → domains → the web app. */
export async function buildApp(
  ctx: AppContext,
  options: { logger?: boolean; webApp?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? { ...logOptions(ctx.config.LOG_LEVEL), ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
    trustProxy: trustProxyOption(ctx.config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors: frameworkErrorAnswer,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputChecks(app);
  registerSecurityHeaders(app, { analytics: options.webApp !== false && webAppHasAnalytics() });
  // Before every route and the web app's files, so its hook sees all their answers.
  await registerCompression(app);
  await registerDocs(app, ctx.version);
  registerAuthHeader(app, ctx);
  await registerAnonymousRateLimits(app, ctx.config.RATE_LIMIT_FACTOR);
  for (const mod of MODULES) await app.register(async (scope) => mod(scope, ctx));
  // Each area's own routes, after the shared ones.
  for (const area of ctx.areas)
    for (const mod of area.routes ?? []) await app.register(async (scope) => mod(scope, ctx));
  if (options.webApp !== false) await registerWebApp(app);
  return app;
}
