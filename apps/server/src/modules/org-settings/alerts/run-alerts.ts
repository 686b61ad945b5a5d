import { eq } from 'drizzle-orm';
import { licenceAllows, licenceExpired, type OrgInfo } from '@taxdesk/domain';
import type { AppContext } from '../../../context';
import { orgs } from '../../../db/schema';
import { inOrg, inScope, type Tx } from '../../../db/tenant';
import { orgInfoOf } from '../../../lib/access';
import { sendEmail, type OutgoingEmail } from '../../../lib/email/send-email';
import type { ServerArea } from '../../../lib/areas/server-area';
import { loadAreaSettings } from '../../../lib/sync/area-settings';
import { alertRecipients, readGeneralSettings } from '../general-settings';
import {
  accountsNotSynced,
  dueBetween,
  loginAccountTypes,
  loginsBlockedSince,
  newNoticesSince,
  openDueOn,
  partyChangesSince,
  partyChangeTypes,
  syncedAccountTypes,
} from './alert-checks';
import {
  dueReminderEmail,
  loginsBlockedEmail,
  notSyncedEmail,
  newNoticesEmail,
  partyChangesEmail,
  weeklyDigestEmail,
} from './alert-emails';
import { patchAlertState, readAlertState, type AlertState } from './alert-state';
import { addDays, localClock } from './local-time';

/** Local times (the organisation's timezone) the scheduled alerts go out at or after. */
const DIGEST_WEEKDAY = 1; // Monday
const DIGEST_HOUR = 8;
const NOT_SYNCED_HOUR = 9;
const REMINDER_HOUR = 8;

/** The area settings each licensed area's reminders and alert recipients come from. */
async function areaAlerts(ctx: AppContext, tx: Tx, orgId: string, info: OrgInfo, now: Date) {
  const out: { area: ServerArea; recipients: string[]; reminderDays: number[] }[] = [];
  for (const area of ctx.areas) {
    if (!licenceAllows(info, area.def.feature, now)) continue;
    const keys = area.portals[0]?.modules.map((m) => m.key) ?? [];
    const settings = await loadAreaSettings(tx, orgId, area.def.key, keys);
    out.push({ area, recipients: settings.alertRecipients, reminderDays: settings.reminderDays });
  }
  return out;
}

const unique = (list: string[]) => [...new Set(list)];

type OrgRow = typeof orgs.$inferSelect;

/**
 * One round of alert emails for one organisation: new notices and refused portal logins since the
 * last round, the Monday digest of what falls due in the week, the daily list of accounts not
 * synced for 3 days, and the income-tax due-date reminders on the reminder days of Income Tax
 * Settings. Income-tax alerts also go to that screen's alert recipients. Each is sent once (the
 * state remembers where it left off) and only if the organisation wants it.
 */
export async function alertOrganisation(ctx: AppContext, org: OrgRow, now: Date): Promise<number> {
  const info = orgInfoOf(org);
  if (licenceExpired(info, now)) return 0;
  const orgId = org.id;
  const plan = await inOrg(ctx.db, orgId, async (tx) => {
    const settings = await readGeneralSettings(tx, orgId);
    const state = await readAlertState(tx, orgId);
    const recipients = await alertRecipients(tx, orgId, settings);
    const areas = await areaAlerts(ctx, tx, orgId, info, now);
    // New notices and refused logins also go to every licensed area's own alert recipients.
    const withAreas = unique([...recipients, ...areas.flatMap((a) => a.recipients)]);
    const clock = localClock(now, settings.timezone);
    const about = { orgId, name: org.name };
    const emails: { to: string[]; make: (to: string) => OutgoingEmail }[] = [];
    const patch: AlertState = {};

    // The first round only marks where to start (history is not news); turned off, the start moves on.
    const cursor = settings.alerts.newNotices ? (state.noticeCursor ?? null) : null;
    const notices = await newNoticesSince(tx, orgId, cursor);
    if (notices.total > 0)
      emails.push({
        to: withAreas,
        make: (to) => newNoticesEmail(ctx.config, about, to, notices.total, notices.items),
      });
    patch.noticeCursor = notices.upTo;

    // Refused logins go out as soon as they are seen, like new notices, whatever the portal.
    const blockedCursor = areas.length && settings.alerts.loginBlocked ? (state.blockedCursor ?? null) : null;
    const blocked = await loginsBlockedSince(tx, orgId, blockedCursor, loginAccountTypes(ctx.areas));
    if (blocked.total > 0)
      emails.push({
        to: withAreas,
        make: (to) => loginsBlockedEmail(ctx.config, about, to, blocked.total, blocked.items),
      });
    patch.blockedCursor = blocked.upTo;

    // A party lookup that found a change (a GSTIN cancelled, an MSME reclassified), as it is seen.
    const partyCursor = settings.alerts.partyChanges ? (state.partyCursor ?? null) : null;
    const changed = await partyChangesSince(tx, orgId, partyCursor, partyChangeTypes(info, now));
    if (changed.total > 0)
      emails.push({
        to: withAreas,
        make: (to) => partyChangesEmail(ctx.config, about, to, changed.total, changed.items),
      });
    patch.partyCursor = changed.upTo;

    const digestDue = clock.weekday === DIGEST_WEEKDAY && clock.hour >= DIGEST_HOUR;
    if (settings.alerts.weeklyDigest && digestDue && state.lastDigestOn !== clock.date) {
      const range = { from: clock.date, to: addDays(clock.date, 6) };
      const due = await dueBetween(tx, orgId, range.from, range.to);
      if (due.total > 0)
        emails.push({
          to: recipients,
          make: (to) => weeklyDigestEmail(ctx.config, about, to, range, due.total, due.items),
        });
      patch.lastDigestOn = clock.date;
    }

    if (settings.alerts.notSynced && clock.hour >= NOT_SYNCED_HOUR && state.lastNotSyncedOn !== clock.date) {
      const stale = await accountsNotSynced(tx, orgId, syncedAccountTypes(info, now));
      if (stale.total > 0)
        emails.push({
          to: recipients,
          make: (to) => notSyncedEmail(ctx.config, about, to, stale.total, stale.items),
        });
      patch.lastNotSyncedOn = clock.date;
    }

    // Each area's reminders on its own reminder days, to its recipients and the organisation's.
    if (clock.hour >= REMINDER_HOUR && state.lastReminderOn !== clock.date) {
      for (const { area, recipients: own, reminderDays } of areas) {
        if (!reminderDays.length || !area.def.dueTypes.length) continue;
        const days = reminderDays.map((d) => addDays(clock.date, d));
        const due = await openDueOn(tx, orgId, area.def.dueTypes, days);
        if (due.total > 0)
          emails.push({
            to: unique([...recipients, ...own]),
            make: (to) => dueReminderEmail(ctx.config, about, to, clock.date, due.total, due.items),
          });
      }
      patch.lastReminderOn = clock.date;
    }
    return { emails, patch };
  });
  let sent = 0;
  for (const email of plan.emails)
    for (const to of email.to) {
      await sendEmail(ctx, email.make(to));
      sent++;
    }
  await inOrg(ctx.db, orgId, (tx) => patchAlertState(tx, orgId, plan.patch));
  return sent;
}

/** Every organisation, one after another; one organisation's failure does not stop the others. */
export async function runAlerts(
  ctx: AppContext,
  now: Date = ctx.now(),
  log: (line: string) => void = () => {},
): Promise<number> {
  const all = await inScope(ctx.db, { platform: true }, (tx) => tx.select().from(orgs).orderBy(orgs.id));
  let sent = 0;
  for (const org of all) {
    try {
      sent += await alertOrganisation(ctx, org, now);
    } catch (err) {
      log(`alerts for ${org.id} failed: ${(err as Error).message}`);
    }
  }
  return sent;
}

export async function orgRow(ctx: AppContext, orgId: string): Promise<OrgRow | undefined> {
  return inScope(ctx.db, { orgId }, (tx) => tx.query.orgs.findFirst({ where: eq(orgs.id, orgId) }));
}
