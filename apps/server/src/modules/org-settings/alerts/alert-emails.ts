import { AREAS, itArea, resourceOf } from '@taxdesk/domain';
import type { Config } from '../../../config';
import { appUrl } from '../../../lib/email/app-url';
import { emailHtml } from '../../../lib/email/html';
import type { OutgoingEmail } from '../../../lib/email/send-email';
import type { AlertItem, BlockedLogin, PartyChange } from './alert-checks';

type Org = { orgId: string; name: string };

function describe(item: AlertItem): string {
  const def = resourceOf(item.type);
  const label = def?.label ?? item.type;
  const what = item.title && item.title !== item.account ? item.title : decodeURIComponent(item.key);
  const parts = [`${label}: ${what}`];
  if (item.account) parts.push(item.account);
  if (item.due) parts.push(`due ${item.due.slice(0, 10)}`);
  return parts.join(' · ');
}

function build(
  config: Config,
  org: Org,
  to: string,
  template: string,
  subject: string,
  paragraphs: string[],
  list: string[],
  link: { label: string; path: string },
): OutgoingEmail {
  const url = appUrl(config, `/${org.orgId}${link.path}`);
  return {
    orgId: org.orgId,
    to,
    template,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${list.map((l) => `- ${l}`).join('\n')}\n\n${link.label}: ${url}\n`,
    html: emailHtml({ heading: subject, paragraphs, list, action: { label: link.label, url } }),
  };
}

/** The list screen of the first item's record type, where the email's link leads. */
function listPathOf(items: AlertItem[]): string {
  return (items[0] && resourceOf(items[0].type)?.listPath) ?? '';
}

function more(total: number, shown: number): string[] {
  return total > shown ? [`…and ${total - shown} more in TaxDesk.`] : [];
}

export function newNoticesEmail(
  config: Config,
  org: Org,
  to: string,
  total: number,
  items: AlertItem[],
): OutgoingEmail {
  return build(
    config,
    org,
    to,
    'new-notices',
    `${total} new notice${total === 1 ? '' : 's'} for ${org.name}`,
    [
      `The latest sync found ${total} new notice${total === 1 ? '' : 's'} for ${org.name} (${org.orgId}).`,
      ...more(total, items.length),
    ],
    items.map((i) => describe(i)),
    { label: 'Open the notices', path: listPathOf(items) },
  );
}

export function weeklyDigestEmail(
  config: Config,
  org: Org,
  to: string,
  range: { from: string; to: string },
  total: number,
  items: AlertItem[],
): OutgoingEmail {
  return build(
    config,
    org,
    to,
    'weekly-digest',
    `${org.name}: ${total} item${total === 1 ? '' : 's'} fall due this week`,
    [
      `What falls due for ${org.name} (${org.orgId}) from ${range.from} to ${range.to}:`,
      ...more(total, items.length),
    ],
    items.map((i) => describe(i)),
    { label: 'Open TaxDesk', path: '' },
  );
}

export function notSyncedEmail(
  config: Config,
  org: Org,
  to: string,
  total: number,
  items: AlertItem[],
): OutgoingEmail {
  return build(
    config,
    org,
    to,
    'not-synced',
    `${org.name}: ${total} account${total === 1 ? '' : 's'} not synced for 3 days`,
    [
      `${total} account${total === 1 ? ' has' : 's have'} not synced for 3 days or more. Check their passwords or start a sync.`,
      ...more(total, items.length),
    ],
    items.map((i) =>
      [
        i.title ?? decodeURIComponent(i.key),
        i.account,
        i.due ? `last synced ${i.due.slice(0, 10)}` : 'never synced',
      ]
        .filter((p, n) => p && (n !== 1 || p !== i.title))
        .join(' · '),
    ),
    { label: 'Open the accounts', path: listPathOf(items) },
  );
}

/** Responses falling due in the organisation's reminder days (Income Tax Settings). */
export function dueReminderEmail(
  config: Config,
  org: Org,
  to: string,
  today: string,
  total: number,
  items: AlertItem[],
): OutgoingEmail {
  const daysLeft = (due: string | null) => {
    if (!due) return '';
    const days = Math.round((Date.parse(due.slice(0, 10)) - Date.parse(today)) / 86_400_000);
    return days === 0 ? 'due today' : days === 1 ? 'due tomorrow' : `due in ${days} days`;
  };
  return build(
    config,
    org,
    to,
    'due-reminder',
    `${org.name}: ${total} response${total === 1 ? '' : 's'} due soon`,
    [
      `${total} item${total === 1 ? '' : 's'} for ${org.name} (${org.orgId}) fall${total === 1 ? 's' : ''} due soon and ${total === 1 ? 'is' : 'are'} not marked replied or closed:`,
      ...more(total, items.length),
    ],
    items.map((i) => `${describe(i)} (${daysLeft(i.due)})`),
    { label: 'Open the notices', path: listPathOf(items) },
  );
}

/** Logins a portal refused: TaxDesk stops trying them until their password is updated. */
export function loginsBlockedEmail(
  config: Config,
  org: Org,
  to: string,
  total: number,
  items: BlockedLogin[],
): OutgoingEmail {
  const first = items[0];
  // The login-blocked screen of the area whose login it is, else the accounts' list.
  const area = first ? AREAS.find((a) => a.portals.some((p) => p.accountType === first.type)) : itArea;
  const blockedScreen = area?.screens.loginBlocked?.replace('/{orgId}', '');
  const path = blockedScreen ?? (first ? (resourceOf(first.type)?.listPath ?? '') : '');
  return build(
    config,
    org,
    to,
    'login-blocked',
    `${org.name}: ${total} portal login${total === 1 ? '' : 's'} refused`,
    [
      `The portal refused ${total === 1 ? 'this login' : `these ${total} logins`}. TaxDesk will not try ${total === 1 ? 'it' : 'them'} again until the password is updated, so ${total === 1 ? 'it is' : 'they are'} not syncing.`,
      ...more(total, items.length),
    ],
    items.map((i) =>
      [`${resourceOf(i.type)?.label ?? i.type}: ${i.loginId}`, i.name, i.reason].filter(Boolean).join(' · '),
    ),
    { label: 'Update the passwords', path },
  );
}

/** Parties whose lookup found a change since the one before (status, classification, name). */
export function partyChangesEmail(
  config: Config,
  org: Org,
  to: string,
  total: number,
  items: PartyChange[],
): OutgoingEmail {
  const first = items[0];
  return build(
    config,
    org,
    to,
    'party-changes',
    `${org.name}: ${total} part${total === 1 ? 'y' : 'ies'} changed since the last lookup`,
    [
      `The last lookup of ${total === 1 ? 'this party' : `these ${total} parties`} found a change since the one before:`,
      ...more(total, items.length),
    ],
    items.map((i) =>
      [
        `${resourceOf(i.type)?.label ?? i.type}: ${decodeURIComponent(i.key)}`,
        i.title,
        i.changes.replace(/\n/g, '; '),
      ]
        .filter(Boolean)
        .join(' · '),
    ),
    {
      label: 'Open the parties',
      path: first ? `${resourceOf(first.type)?.listPath ?? ''}?changedSinceLastLookup=yes` : '',
    },
  );
}
