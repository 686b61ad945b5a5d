import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { orgs, users } from '../../db/schema';
import { inTenant, requireWrite, type Tenant } from '../../lib/access';
import { emailHtml } from '../../lib/email/html';
import { sendEmail } from '../../lib/email/send-email';
import { ok } from '../../lib/http/envelope';
import { forbidden } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { OrgSettingsBody, type OrgSettingsAnswer } from '@taxdesk/domain';
import { readGeneralSettings, updateOrgRow, writeGeneralSettings } from './general-settings';

const OrgParams = z.object({ orgId: z.string() });
const tags = ['settings'];

function requireOrgAdmin(t: Tenant): void {
  requireWrite(t);
  if (t.apiKeyId || (t.role !== 'owner' && t.role !== 'admin'))
    throw forbidden('Only owners and admins change the organisation’s settings');
}

/** The organisation's Settings screen: name, contact, timezone, alert emails and the sign-in rule. */
export const settingsRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get('/api/o/:orgId/settings', { schema: { tags, params: OrgParams } }, async (req) =>
    ok(
      await inTenant(ctx, req, req.params.orgId, null, async (tx, t): Promise<OrgSettingsAnswer> => {
        const org = await tx.query.orgs.findFirst({ where: eq(orgs.id, t.orgId) });
        return {
          orgId: t.orgId,
          name: t.info.name,
          ...(await readGeneralSettings(tx, t.orgId)),
          requireSecondFactor: org?.requireSecondFactor ?? false,
          canEdit: !t.apiKeyId && (t.role === 'owner' || t.role === 'admin'),
        };
      }),
    ),
  );

  r.put(
    '/api/o/:orgId/settings',
    { schema: { tags, params: OrgParams, body: OrgSettingsBody } },
    async (req) => {
      const { name, requireSecondFactor, ...settings } = req.body;
      await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
        requireOrgAdmin(t);
        await updateOrgRow(tx, t.orgId, {
          name: name !== t.info.name ? name : undefined,
          requireSecondFactor,
        });
        await writeGeneralSettings(tx, t.orgId, settings, t.userId);
      });
      return ok(req.body, 'Settings saved');
    },
  );

  r.post('/api/o/:orgId/settings/test-email', { schema: { tags, params: OrgParams } }, async (req) => {
    const { to, orgName, orgId } = await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
      requireOrgAdmin(t);
      const me = await tx.query.users.findFirst({ where: eq(users.id, t.userId) });
      const org = await tx.query.orgs.findFirst({ where: eq(orgs.id, t.orgId) });
      return { to: me!.email, orgName: org?.name ?? t.orgId, orgId: t.orgId };
    });
    const text = `This is a test email from TaxDesk for ${orgName} (${orgId}). If you can read it, alert emails reach you.`;
    const sent = await sendEmail(ctx, {
      orgId,
      to,
      template: 'test',
      subject: 'TaxDesk test email',
      text,
      html: emailHtml({ heading: 'TaxDesk test email', paragraphs: [text] }),
    });
    const notice =
      sent.status === 'sent'
        ? `Test email sent to ${to}`
        : sent.status === 'logged'
          ? 'Email is not configured on this server (no SMTP): the test email was only logged'
          : `The test email could not be sent: ${sent.error}`;
    return { success: sent.status !== 'failed', show: true, message: notice, data: sent };
  });
};
