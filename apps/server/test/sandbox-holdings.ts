import type pg from 'pg';

/**
 * What the sandbox's income-tax portal shows an account (its test control `/__sandbox/accounts/
 * {pan}/timeline`), and what TaxDesk stored of it: the process tests compare the two, so a record
 * lost or duplicated by a killed process shows up as a difference.
 */
export type Holdings = {
  /** Visible proceedings' ids, sorted. */
  proceedings: string[];
  /** Visible notices' numbers (headerSeqNo), sorted. */
  notices: string[];
  /** Visible notices' PDFs as `headerSeqNo/docId`, sorted. */
  documents: string[];
};

type Timeline = {
  proceedings: {
    proceedingReqId: string;
    visible: boolean;
    notices: { headerSeqNo: string | number; visible: boolean; docIds: (string | number)[] }[];
  }[];
};

export async function sandboxHoldings(sandboxUrl: string, pan: string): Promise<Holdings> {
  const res = await fetch(`${sandboxUrl}/__sandbox/accounts/${pan}/timeline`);
  if (!res.ok) throw new Error(`sandbox timeline of ${pan}: ${res.status}`);
  const timeline = (await res.json()) as Timeline;
  const visible = timeline.proceedings.filter((p) => p.visible);
  const notices = visible.flatMap((p) => p.notices.filter((n) => n.visible));
  return {
    proceedings: visible.map((p) => String(p.proceedingReqId)).sort(),
    notices: notices.map((n) => String(n.headerSeqNo)).sort(),
    documents: notices.flatMap((n) => n.docIds.map((d) => `${n.headerSeqNo}/${d}`)).sort(),
  };
}

/**
 * What TaxDesk holds of one account: its proceedings, notices (not removed) and the notices' own
 * letters (the replies' files, kept beside them, are not the notice's).
 * `duplicates` counts records of the same proceeding or notice held more than once (under another
 * key): the primary key already stops the same key twice.
 */
export async function storedHoldings(
  owner: pg.Pool,
  orgId: string,
  pan: string,
): Promise<Holdings & { duplicates: number }> {
  const rows = await owner.query<{ type: string; ref: string }>(
    `SELECT type, CASE WHEN type = 'itNotice' THEN data->>'headerSeqNo' ELSE data->>'proceedingReqId' END AS ref
     FROM records WHERE org_id = $1 AND account_key = $2 AND type IN ('itProceeding', 'itNotice') AND removed_at IS NULL`,
    [orgId, pan],
  );
  const of = (type: string) =>
    rows.rows
      .filter((r) => r.type === type)
      .map((r) => r.ref)
      .sort();
  const docs = await owner.query<{ ref: string }>(
    `SELECT r.data->>'headerSeqNo' || '/' || d.doc_id AS ref
     FROM documents d JOIN records r ON r.org_id = d.org_id AND r.type = d.type AND r.key = d.key
     WHERE d.org_id = $1 AND d.type = 'itNotice' AND r.account_key = $2 AND d.file_name NOT LIKE 'Reply %'`,
    [orgId, pan],
  );
  const proceedings = of('itProceeding');
  const notices = of('itNotice');
  const documents = docs.rows.map((r) => r.ref).sort();
  const twice = (list: string[]) => list.length - new Set(list).size;
  return {
    proceedings: [...new Set(proceedings)],
    notices: [...new Set(notices)],
    documents: [...new Set(documents)],
    duplicates: twice(proceedings) + twice(notices) + twice(documents),
  };
}
