import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isoDayInIndia, recordKey, RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../../../db/tenant';
import { closureDate, noticeDatesByProceeding, type StoredClosure } from '../../closure-date';
import { markMissingRemoved, upsertRecords, type UpsertResult } from '../../../../lib/records/upsert';
import { EfilingError } from '../../../../lib/portal/efiling-types';
import type { LoginStep, LoginStepRun } from './login-run';
import {
  downloadRpDocument,
  fetchBatches,
  fetchBatchItems,
  fetchClients,
  fetchRpNoticeFiles,
  fetchRpNotices,
  fetchRpProceedings,
} from './rp-api';
import { FINAL_BATCH_STATUSES, mapBatch, mapClient, mapRpNotice, mapRpProceeding } from './rp-mapping';

/** A notice's file bigger than this is not stored (a portal glitch, or not a notice). */
export const MAX_DOCUMENT_BYTES = 15 * 1024 * 1024;

function count(run: LoginStepRun, result: UpsertResult): void {
  run.counts.newCount += result.inserted.length;
  run.counts.changedCount += result.changed.length;
}

function rethrowFatal(err: unknown): void {
  if (err instanceof EfilingError && err.endsRun) throw err;
}

const clients: LoginStep = {
  key: 'clients',
  label: 'Clients represented',
  async run(run) {
    const list = (await fetchClients(run.portal, run.session)).map(mapClient);
    run.accountPatch.clientCount = list.length;
    run.accountPatch.clients = list;
  },
};

/**
 * The clients' proceedings (both lists), the notices of proceedings whose notice count grew (a
 * proceeding whose count did not grow needs no detail call), and every file of notices not yet
 * stored. A proceeding the login stops showing is marked removed, never deleted.
 */
const proceedings: LoginStep = {
  key: 'proceedings',
  label: 'Proceedings and notices',
  async run(run) {
    const { app, orgId, loginId: rpPan, runId } = run;
    const rows = await fetchRpProceedings(run.portal, run.session);
    const stored = await inOrg(app.db, orgId, (tx) =>
      tx.execute<{ key: string; count: number } & StoredClosure>(sql`
        SELECT key, (data->>'viewNoticeCount')::int AS count, status,
          data->>'proceedingClosureDate' AS "closedOn", data->>'closureDateFrom' AS "from"
        FROM records
        WHERE org_id = ${orgId} AND type = 'rpProceeding' AND account_key = ${rpPan}`),
    );
    const known = new Map(stored.rows.map((r) => [r.key, r.count]));
    const knownClosure = new Map(stored.rows.map((r) => [r.key, r]));
    const mapped = rows.map((p) => ({ data: mapRpProceeding(p, rpPan), raw: p }));

    for (const m of mapped) {
      const id = String(m.data.proceedingReqId);
      const before = known.get(recordKey(RESOURCES.rpProceeding, m.data));
      if (before !== undefined && before >= Number(m.data.viewNoticeCount)) continue;
      try {
        // Keep the stored count when something is missing, so the next run asks again.
        if (!(await syncNotices(run, id))) m.data.viewNoticeCount = before ?? 0;
      } catch (err) {
        rethrowFatal(err);
        run.failed({ module: 'proceedings', ref: `proceeding ${id}`, reason: (err as Error).message });
        m.data.viewNoticeCount = before ?? 0;
      }
    }

    // Closure dates the portal left blank, worked out from what is held (the notices just synced).
    const issued = await inOrg(app.db, orgId, (tx) =>
      tx.execute<{ proceeding: string; issued: string | null }>(sql`
        SELECT data->>'proceedingReqId' AS proceeding, data->>'issuedOn' AS issued
        FROM records WHERE org_id = ${orgId} AND type = 'rpNotice' AND account_key = ${rpPan}`),
    );
    const issuedByProceeding = noticeDatesByProceeding(issued.rows);
    const today = isoDayInIndia(app.now());
    for (const m of mapped) {
      const closure = closureDate(
        m.data,
        knownClosure.get(recordKey(RESOURCES.rpProceeding, m.data)),
        issuedByProceeding.get(String(m.data.proceedingReqId)) ?? [],
        today,
      );
      m.data.proceedingClosureDate = closure.date;
      m.data.closureDateFrom = closure.from;
    }

    const result = await inOrg(app.db, orgId, async (tx) => {
      const r = await upsertRecords(tx, orgId, RESOURCES.rpProceeding, mapped, { runId });
      const present = mapped.map((m) => recordKey(RESOURCES.rpProceeding, m.data));
      await markMissingRemoved(tx, orgId, RESOURCES.rpProceeding, rpPan, present, runId);
      return r;
    });
    count(run, result);
    run.accountPatch.proceedingCount = mapped.length;
    run.accountPatch.openProceedingCount = mapped.filter((m) => m.data.proceedingStatus !== 'C').length;
  },
};

/** The notices of one proceeding and their files; answers whether everything was fetched. */
async function syncNotices(run: LoginStepRun, proceedingReqId: string): Promise<boolean> {
  const { app, orgId, runId, loginId: rpPan } = run;
  const notices = (await fetchRpNotices(run.portal, run.session, proceedingReqId)).map((n) =>
    mapRpNotice(n, proceedingReqId, rpPan),
  );
  count(
    run,
    await inOrg(app.db, orgId, (tx) =>
      upsertRecords(
        tx,
        orgId,
        RESOURCES.rpNotice,
        notices.map((data) => ({ data })),
        { runId },
      ),
    ),
  );
  const keys = notices.map((n) => recordKey(RESOURCES.rpNotice, n));
  const withFiles = await inOrg(app.db, orgId, (tx) =>
    tx.execute<{ key: string }>(sql`
      SELECT DISTINCT key FROM documents
      WHERE org_id = ${orgId} AND type = 'rpNotice' AND key = ANY(${sql.param(keys)}::text[])`),
  );
  const done = new Set(withFiles.rows.map((r) => r.key));
  let complete = true;
  for (const [i, key] of keys.entries()) {
    if (done.has(key)) continue;
    const headerSeqNo = String(notices[i]!.headerSeqNo);
    try {
      const files = await fetchRpNoticeFiles(run.portal, run.session, headerSeqNo, proceedingReqId);
      for (const file of files) {
        const content = await downloadRpDocument(run.portal, run.session, file.docId);
        if (content.length > MAX_DOCUMENT_BYTES)
          throw new Error(`${file.fileName} is larger than ${MAX_DOCUMENT_BYTES} bytes`);
        const sha256 = createHash('sha256').update(content).digest('hex');
        const fileName = file.fileName.replace(/\.gz$/i, '');
        await inOrg(app.db, orgId, (tx) =>
          tx.execute(sql`
            INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
            VALUES (${orgId}, 'rpNotice', ${key}, ${file.docId}, ${fileName}, 'application/pdf', ${content.length}, ${sha256}, ${content})
            ON CONFLICT (org_id, type, key, doc_id) DO NOTHING`),
        );
      }
    } catch (err) {
      rethrowFatal(err);
      run.failed({ module: 'proceedings', ref: `notice ${headerSeqNo}`, reason: (err as Error).message });
      complete = false;
    }
  }
  return complete;
}

/**
 * Bulk requests under the login. A batch already stored in a final state with the same counts
 * needs no detail call; new batches and those still in progress are read item by item.
 */
const batches: LoginStep = {
  key: 'batches',
  label: 'Request batches',
  async run(run) {
    const { app, orgId, loginId: rpPan, runId } = run;
    const list = await fetchBatches(run.portal, run.session);
    const stored = await inOrg(app.db, orgId, (tx) =>
      tx.execute<{ key: string; data: Record<string, unknown> }>(sql`
        SELECT key, data FROM records WHERE org_id = ${orgId} AND type = 'rpRequestBatch' AND account_key = ${rpPan}`),
    );
    const known = new Map(stored.rows.map((r) => [r.key, r.data]));
    const items: { data: Record<string, unknown>; raw: unknown }[] = [];
    for (const b of list) {
      const key = recordKey(RESOURCES.rpRequestBatch, { batchSeqId: String(b.batchSeqId) });
      const before = known.get(key);
      const settled =
        before &&
        FINAL_BATCH_STATUSES.has(String(before.batchStatus)) &&
        before.batchStatus === b.batchStatus &&
        Number(before.processedCount) === Number(b.processedCount);
      if (settled) {
        items.push({ data: before, raw: b });
        continue;
      }
      try {
        const detail = await fetchBatchItems(run.portal, run.session, String(b.batchSeqId));
        items.push({ data: mapBatch(b, detail, rpPan), raw: b });
      } catch (err) {
        rethrowFatal(err);
        run.failed({
          module: 'batches',
          ref: `batch ${String(b.batchSeqId)}`,
          reason: (err as Error).message,
        });
        if (before) items.push({ data: before, raw: b });
      }
    }
    const result = await inOrg(app.db, orgId, (tx) =>
      upsertRecords(tx, orgId, RESOURCES.rpRequestBatch, items, { runId }),
    );
    count(run, result);
    run.accountPatch.batchCount = items.length;
  },
};

/** The representative's sync, in order. */
export const RP_STEPS: readonly LoginStep[] = [clients, proceedings, batches];
