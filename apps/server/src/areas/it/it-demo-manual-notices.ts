import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import { createManualRecord } from '../../lib/manual-records/manual-records';
import { ManualNoticeBody } from './manual-notices/manual-notice-input';
import { itManualNotices } from './manual-notices/manual-notices';

const DAY_MS = 86_400_000;

function isoDay(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Two notices that came by post and were entered by hand, without their proceeding: a firm's
 * everyday case, and what Unmatched Notices shows a new user until someone attaches them. They go
 * through the same checks and the same path as the form (`ManualNoticeBody`, `createManualRecord`).
 */
export async function seedItDemoManualNotices(
  ctx: AppContext,
  owner: { orgId: string; userId: string; email: string },
  pans: readonly string[],
): Promise<number> {
  const now = ctx.now();
  const notices = [
    {
      pan: pans[0],
      noticeSection: '133(6)',
      description:
        'Letter by post asking for bank statements of FY 2023-24 and the source of a cash deposit.',
      ay: '2024-25',
      issuedOn: isoDay(now, -6),
      responseDueDate: isoDay(now, 9),
    },
    {
      pan: pans[1],
      noticeSection: '142(1)',
      description: 'Notice handed over at the ward office: details of capital gains on a property sale.',
      ay: '2023-24',
      issuedOn: isoDay(now, -3),
      responseDueDate: isoDay(now, 12),
    },
  ].filter((n) => n.pan);
  await inOrg(ctx.db, owner.orgId, async (tx) => {
    for (const notice of notices)
      await createManualRecord(tx, owner.orgId, itManualNotices, ManualNoticeBody.parse(notice), owner);
  });
  return notices.length;
}
