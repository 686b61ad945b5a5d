import { sql } from 'drizzle-orm';
import { RESOURCES, WORK_STATUS, type WorkStatus } from '@taxdesk/domain';
import type { Tx } from '../../../db/tenant';
import { choiceCell, emailCell, textCell } from '../../../lib/imports/cells';
import type {
  CommitContext,
  ImportKind,
  RowAction,
  RowPlan,
  RowValues,
} from '../../../lib/imports/import-kind';
import { addComment, MAX_BULK_KEYS, MAX_COMMENT_LENGTH, setWork } from '../../../lib/records/work';

const def = RESOURCES.itNotice;

type Found = { key: string; action: RowAction; comment: string | null };
type Target = Found | { error: string };

type NoticeRow = {
  key: string;
  din: string | null;
  work_status: string | null;
  assignee: string | null;
  last_comment: string | null;
};

/** The notices a sheet names, by notice number and by DIN. */
async function findNotices(tx: Tx, orgId: string, rows: readonly RowValues[]) {
  const seqs = rows.map((r) => r.headerSeqNo as string | null).filter((v): v is string => !!v);
  const dins = rows.map((r) => r.din as string | null).filter((v): v is string => !!v);
  const found = await tx.execute<NoticeRow>(sql`
    SELECT key, data->>'documentIdentificationNumber' AS din, work_status,
           (SELECT u.email FROM users u WHERE u.id = assignee_id) AS assignee,
           (SELECT e.changes->'comment'->>'to' FROM record_events e
             WHERE e.org_id = records.org_id AND e.type = records.type AND e.key = records.key AND e.kind = 'comment'
             ORDER BY e.at DESC, e.id DESC LIMIT 1) AS last_comment
    FROM records WHERE org_id = ${orgId} AND type = ${def.type} AND removed_at IS NULL
      AND (key = ANY(${sql.param(seqs.map((s) => encodeURIComponent(s)))}::text[])
           OR data->>'documentIdentificationNumber' = ANY(${sql.param(dins)}::text[]))`);
  const byKey = new Map<string, NoticeRow>();
  const byDin = new Map<string, NoticeRow[]>();
  for (const n of found.rows) {
    byKey.set(n.key, n);
    if (n.din) byDin.set(n.din, [...(byDin.get(n.din) ?? []), n]);
  }
  return { byKey, byDin };
}

async function memberEmails(tx: Tx, orgId: string): Promise<Set<string>> {
  const r = await tx.execute<{ email: string }>(sql`
    SELECT lower(u.email) AS email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.org_id = ${orgId}`);
  return new Set(r.rows.map((x) => x.email));
}

/**
 * Finds each row's notice (by its number, or by DIN; both must agree when both are given) and
 * what the row would change. A notice named twice in one file is refused the second time.
 */
async function resolve(tx: Tx, c: CommitContext, rows: readonly RowValues[]): Promise<Target[]> {
  const { byKey, byDin } = await findNotices(tx, c.orgId, rows);
  const members = rows.some((r) => r.assignee) ? await memberEmails(tx, c.orgId) : new Set<string>();
  const seen = new Set<string>();
  return rows.map((row): Target => {
    const seq = row.headerSeqNo as string | null;
    const din = row.din as string | null;
    let notice: NoticeRow | undefined;
    if (seq) {
      notice = byKey.get(encodeURIComponent(seq));
      if (!notice) return { error: `No notice ${seq}` };
      if (din && notice.din !== din)
        return { error: `Notice ${seq} has DIN ${notice.din ?? '(none)'}, not ${din}` };
    } else {
      const matches = byDin.get(din!) ?? [];
      if (matches.length === 0) return { error: `No notice with DIN ${din}` };
      if (matches.length > 1)
        return { error: `DIN ${din} is on ${matches.length} notices: give the Notice No.` };
      notice = matches[0]!;
    }
    if (seen.has(notice.key))
      return { error: `Notice ${decodeURIComponent(notice.key)} is on an earlier row too` };
    seen.add(notice.key);
    const assignee = row.assignee as string | null;
    if (assignee && !members.has(assignee))
      return { error: `${assignee} is not a member of this organisation` };
    // The same comment as the notice's latest is not added again: a re-import repeats nothing.
    const comment =
      row.comment != null && row.comment !== notice.last_comment ? (row.comment as string) : null;
    const changes =
      (row.workStatus != null && row.workStatus !== notice.work_status) ||
      (assignee != null && assignee !== notice.assignee?.toLowerCase()) ||
      comment != null;
    return { key: notice.key, action: changes ? 'update' : 'same', comment };
  });
}

/** Work status updates for notices: status, and optionally an assignee and a comment, per row. */
export const noticeStatusImport: ImportKind = {
  key: 'noticeStatus',
  feature: 'it',
  label: 'Notice status',
  sheetName: 'Notice Status',
  fileStem: 'taxdesk-notice-status',
  keyLabel: '',
  keyOf: (v) =>
    v.headerSeqNo ? `Notice No. ${String(v.headerSeqNo)}` : v.din ? `DIN ${String(v.din)}` : null,
  columns: [
    {
      key: 'headerSeqNo',
      label: 'Notice No.',
      aliases: ['notice number', 'header seq no', 'headerseqno', 'notice id', 'reference no'],
      example: '999999999',
      note: "The notice's number in TaxDesk (the portal's notice id). Give it, or the DIN.",
      convert: textCell(40),
    },
    {
      key: 'din',
      label: 'DIN',
      aliases: ['document identification number', 'notice din', 'document id'],
      example: 'ITBA/EXAMPLE/DELETE-THIS-ROW',
      note: 'The Document Identification Number printed on the notice.',
      convert: textCell(80),
    },
    {
      key: 'workStatus',
      label: 'Status',
      required: true,
      aliases: ['work status', 'notice status', 'our status'],
      example: 'In progress',
      note: `One of ${Object.values(WORK_STATUS).join(' / ')}.`,
      convert: choiceCell(WORK_STATUS, {
        pending: 'open',
        new: 'open',
        wip: 'in_progress',
        'work in progress': 'in_progress',
        'reply filed': 'replied',
        submitted: 'replied',
        done: 'closed',
      }),
    },
    {
      key: 'assignee',
      label: 'Assignee',
      aliases: ['assigned to', 'owner', 'assignee email'],
      example: '',
      note: "A member's email; blank leaves the assignee as it is.",
      convert: emailCell,
    },
    {
      key: 'comment',
      label: 'Comment',
      aliases: ['remarks', 'note', 'comments'],
      example: 'Reply drafted, with the client for review',
      note: 'Added to the notice as an internal comment.',
      convert: textCell(MAX_COMMENT_LENGTH),
    },
  ],
  checkColumns: (present) =>
    present.has('headerSeqNo') || present.has('din')
      ? null
      : 'The file needs a Notice No. or a DIN column to find each notice',
  checkRow: (v) => (v.headerSeqNo || v.din ? [] : [{ message: 'Give the Notice No. or the DIN' }]),
  async plan(tx, c, rows): Promise<RowPlan[]> {
    return (await resolve(tx, c, rows)).map((t) =>
      'error' in t ? { error: t.error } : { action: t.action },
    );
  },
  async commit(tx, c, rows) {
    const targets = await resolve(tx, c, rows);
    const actor = { userId: c.userId, email: c.actor };
    // setWork changes many records at once to one value: group the rows by what they set.
    const groups = new Map<string, { status?: WorkStatus; assignee?: string; keys: string[] }>();
    targets.forEach((t, i) => {
      if ('error' in t || t.action === 'same') return;
      const row = rows[i]!;
      const status = (row.workStatus as WorkStatus | null) ?? undefined;
      const assignee = (row.assignee as string | null) ?? undefined;
      const id = `${status ?? ''}|${assignee ?? ''}`;
      const group = groups.get(id) ?? { status, assignee, keys: [] };
      group.keys.push(t.key);
      groups.set(id, group);
    });
    for (const g of groups.values()) {
      if (g.status === undefined && g.assignee === undefined) continue;
      for (let i = 0; i < g.keys.length; i += MAX_BULK_KEYS)
        await setWork(
          tx,
          c.orgId,
          def,
          g.keys.slice(i, i + MAX_BULK_KEYS),
          { status: g.status, assignee: g.assignee },
          actor,
        );
    }
    const ok = targets.filter((t): t is Found => !('error' in t));
    for (const t of ok) if (t.comment) await addComment(tx, c.orgId, def, t.key, t.comment, actor);
    return {
      counts: {
        new: 0,
        updated: ok.filter((t) => t.action === 'update').length,
        unchanged: ok.filter((t) => t.action === 'same').length,
      },
      failed: targets.length - ok.length,
    };
  },
};
