import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { recordKey, RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import { markMissingRemoved, upsertRecords } from '../../../lib/records/upsert';
import { isFatal } from './records-sync-support';
import { fetchNoticeFiles, fetchNotices, fetchProceedings } from './eproceedings-api';
import type { SyncModule, SyncRun } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { closureDate, noticeDatesByProceeding, type StoredClosure } from '../closure-date';
import { mapNotice, mapProceeding, proceedingDueDate } from './proceedings-mapping';

/** Documents bigger than this are not stored (a portal glitch, or not a notice). */
export const MAX_DOCUMENT_BYTES = 15 * 1024 * 1024;

/**
 * E-proceedings: both lists, the notices of proceedings whose notice count grew (a proceeding
 * whose count did not grow needs no detail call), and every PDF of notices not yet stored.
 */
export const proceedingsSync: SyncModule<ItConnector> = {
  key: 'proceedings',
  label: 'Proceedings and notices',
  async run(run) {
    const { app, orgId, accountKey: pan, runId } = run;
    const proceedings = await fetchProceedings(run.portal, run.session);
    const stored = await inOrg(app.db, orgId, (tx) =>
      tx.execute<{ key: string; count: number } & StoredClosure>(sql`
        SELECT key, (data->>'viewNoticeCount')::int AS count, status,
          data->>'proceedingClosureDate' AS "closedOn", data->>'closureDateFrom' AS "from"
        FROM records
        WHERE org_id = ${orgId} AND type = 'itProceeding' AND account_key = ${pan}`),
    );
    const knownCount = new Map(stored.rows.map((r) => [r.key, r.count]));
    const knownClosure = new Map(stored.rows.map((r) => [r.key, r]));

    for (const p of proceedings) {
      const id = String(p.proceedingReqId);
      const before = knownCount.get(recordKey(RESOURCES.itProceeding, { proceedingReqId: id }));
      if (before !== undefined && before >= Number(p.viewNoticeCount ?? 0)) continue;
      try {
        const complete = await syncNotices(run, id);
        // Keep the stored count as it was, so the next run asks again for what is missing.
        if (!complete) p.viewNoticeCount = before ?? 0;
      } catch (err) {
        if (isFatal(err)) throw err;
        run.failed({ module: 'proceedings', ref: id, reason: (err as Error).message });
        p.viewNoticeCount = before ?? 0;
      }
    }

    const noticeDates = await inOrg(app.db, orgId, (tx) =>
      tx.execute<{ proceeding: string; due: string | null; issued: string | null; open: boolean }>(sql`
        SELECT data->>'proceedingReqId' AS proceeding, due_on::text AS due, data->>'issuedOn' AS issued,
          coalesce(status, 'O') <> 'C' AS open
        FROM records WHERE org_id = ${orgId} AND type = 'itNotice' AND account_key = ${pan}`),
    );
    const dueByProceeding = new Map<string, (string | null)[]>();
    for (const r of noticeDates.rows) {
      if (r.open) dueByProceeding.set(r.proceeding, [...(dueByProceeding.get(r.proceeding) ?? []), r.due]);
    }
    const issuedByProceeding = noticeDatesByProceeding(noticeDates.rows);

    const mapped = proceedings.map((p) => {
      const data = mapProceeding(p, p.prcdngStatusFlag);
      const id = String(p.proceedingReqId);
      data.responseDueDate =
        data.proceedingStatus === 'C' ? null : proceedingDueDate(dueByProceeding.get(id) ?? [], run.today);
      const key = recordKey(RESOURCES.itProceeding, { proceedingReqId: id });
      const closure = closureDate(data, knownClosure.get(key), issuedByProceeding.get(id) ?? [], run.today);
      data.proceedingClosureDate = closure.date;
      data.closureDateFrom = closure.from;
      return { data, raw: p };
    });
    const result = await inOrg(app.db, orgId, async (tx) => {
      const r = await upsertRecords(tx, orgId, RESOURCES.itProceeding, mapped, { runId });
      const present = mapped.map((m) => recordKey(RESOURCES.itProceeding, m.data));
      await markMissingRemoved(tx, orgId, RESOURCES.itProceeding, pan, present, runId);
      return r;
    });
    run.counts.newCount += result.inserted.length;
    run.counts.changedCount += result.changed.length;

    const totals = await inOrg(app.db, orgId, (tx) =>
      tx.execute<{ type: string; n: number }>(sql`
        SELECT type, count(*)::int AS n FROM records
        WHERE org_id = ${orgId} AND type IN ('itProceeding', 'itNotice') AND account_key = ${pan} AND removed_at IS NULL
        GROUP BY type`),
    );
    const total = (t: string) => totals.rows.find((r) => r.type === t)?.n ?? 0;
    run.accountPatch.proceedingCount = total('itProceeding');
    run.accountPatch.noticeCount = total('itNotice');
    const name = proceedings.find((p) => p.nameOfAssesse)?.nameOfAssesse;
    if (name) run.accountPatch.portalName = name;
  },
};

/** The notices of one proceeding and their files. Answers whether everything was fetched. */
async function syncNotices(run: SyncRun<ItConnector>, proceedingReqId: string): Promise<boolean> {
  const { app, orgId, runId } = run;
  const notices = (await fetchNotices(run.portal, run.session, proceedingReqId)).map((n) =>
    mapNotice(n, proceedingReqId),
  );
  const result = await inOrg(app.db, orgId, (tx) =>
    upsertRecords(
      tx,
      orgId,
      RESOURCES.itNotice,
      notices.map((data) => ({ data })),
      { runId },
    ),
  );
  run.counts.newCount += result.inserted.length;
  run.counts.changedCount += result.changed.length;

  // New notices, and any whose files an earlier run could not fetch.
  const keys = notices.map((n) => recordKey(RESOURCES.itNotice, n));
  const withFiles = await inOrg(app.db, orgId, (tx) =>
    tx.execute<{ key: string }>(sql`
      SELECT DISTINCT key FROM documents
      WHERE org_id = ${orgId} AND type = 'itNotice' AND key = ANY(${sql.param(keys)}::text[])`),
  );
  const done = new Set(withFiles.rows.map((r) => r.key));
  let complete = true;
  for (const [i, key] of keys.entries()) {
    if (done.has(key)) continue;
    const notice = notices[i]!;
    try {
      await storeNoticeFiles(run, key, String(notice.headerSeqNo), proceedingReqId);
    } catch (err) {
      if (isFatal(err)) throw err;
      run.failed({
        module: 'proceedings',
        ref: `notice ${String(notice.headerSeqNo)}`,
        reason: (err as Error).message,
      });
      complete = false;
    }
  }
  return complete;
}

async function storeNoticeFiles(
  run: SyncRun<ItConnector>,
  key: string,
  headerSeqNo: string,
  proceedingReqId: string,
): Promise<void> {
  const files = await fetchNoticeFiles(run.portal, run.session, headerSeqNo, proceedingReqId);
  const fetched: { docId: string; fileName: string; content: Buffer; sha256: string }[] = [];
  for (const file of files) {
    const content = await run.portal.document(run.session, file.docId);
    if (content.length > MAX_DOCUMENT_BYTES)
      throw new Error(`${file.fileName} is larger than ${MAX_DOCUMENT_BYTES} bytes`);
    const sha256 = createHash('sha256').update(content).digest('hex');
    fetched.push({ docId: file.docId, fileName: file.fileName.replace(/\.gz$/i, ''), content, sha256 });
  }
  // All of a notice's files in one transaction: a notice with any file stored counts as done, so a
  // process killed between two files must not leave the rest behind for good.
  await inOrg(run.app.db, run.orgId, async (tx) => {
    for (const f of fetched)
      await tx.execute(sql`
        INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
        VALUES (${run.orgId}, 'itNotice', ${key}, ${f.docId}, ${f.fileName}, 'application/pdf', ${f.content.length}, ${f.sha256}, ${f.content})
        ON CONFLICT (org_id, type, key, doc_id) DO NOTHING`);
  });
}
