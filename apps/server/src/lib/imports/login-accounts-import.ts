import type { Feature, ResourceDef } from '@taxdesk/domain';
import type { CommitContext, ImportColumn, ImportKind, RowPlan, RowValues } from './import-kind';
import type { Tx } from '../../db/tenant';
import { upsertRecords } from '../records/upsert';
import { mergeRows, type Merged } from './existing-records';
import { storePasswords } from './portal-secrets';

type LoginAccountSpec = {
  key: string;
  label: string;
  /** The licence the import needs (default income tax). */
  feature?: Feature;
  /** What the login column is called in messages (default PAN). */
  keyLabel?: string;
  def: ResourceDef;
  /** The login's key field in the record (pan, rpPan). */
  loginField: string;
  /** portal_credentials.portal under which the passwords are kept. */
  portal: string;
  /**
   * Passwords of the same login on other portals, each in its own column (a TAN's e-filing
   * password beside its TRACES one): optional, stored encrypted under that portal's key.
   */
  otherPasswords?: readonly { column: string; portal: string }[];
  sheetName: string;
  fileStem: string;
  columns: readonly ImportColumn[];
  /** Detail fields the sheet sets (besides the key). */
  detailFields: readonly string[];
  sampleRows?: ImportKind['sampleRows'];
};

type Prepared = Merged & {
  password: string | null;
  /** Changed passwords of `otherPasswords`, by portal. */
  others: { portal: string; password: string }[];
  error?: string;
};

/**
 * Decides each row: a new login needs a password; an existing one takes new details, and any
 * password given (which also clears a login block, as an update by hand does). A given password is
 * never compared with the stored one: the preview would tell any member whether a guess is the
 * portal password (docs/security.md). Re-importing the same password writes it again.
 */
async function prepare(
  spec: LoginAccountSpec,
  tx: Tx,
  c: CommitContext,
  rows: readonly RowValues[],
): Promise<Prepared[]> {
  const merged = await mergeRows(tx, c.orgId, spec.def, rows, spec.detailFields, () => ({
    loginStatus: 'new',
  }));
  const logins = rows.map((r) => String(r[spec.loginField]));
  const others = spec.otherPasswords ?? [];
  return merged.map((m, i) => {
    const row = rows[i]!;
    const login = logins[i]!;
    const given = (row.password as string | null) ?? null;
    if (m.action === 'new' && !given)
      return { ...m, password: null, others: [], error: `Password is required for a new account (${login})` };
    const otherChanges = others.flatMap((o) => {
      const value = (row[o.column] as string | null) ?? null;
      return value !== null ? [{ portal: o.portal, password: value }] : [];
    });
    const changed = given !== null;
    if (!changed && otherChanges.length === 0) return { ...m, password: null, others: [] };
    if (m.action !== 'new')
      Object.assign(m.data, { loginStatus: 'new', loginReason: 'Password updated; not synced since' });
    return {
      ...m,
      action: m.action === 'new' ? 'new' : 'update',
      password: changed ? given : null,
      others: otherChanges,
    };
  });
}

/** An import of portal logins (any area's accounts): records plus encrypted passwords. */
export function loginAccountImport(spec: LoginAccountSpec): ImportKind {
  return {
    key: spec.key,
    feature: spec.feature ?? 'it',
    label: spec.label,
    sheetName: spec.sheetName,
    fileStem: spec.fileStem,
    columns: spec.columns,
    keyLabel: spec.keyLabel ?? 'PAN',
    keyOf: (v) => (v[spec.loginField] as string | null) ?? null,
    async plan(tx, c, rows): Promise<RowPlan[]> {
      return (await prepare(spec, tx, c, rows)).map((p) =>
        p.error ? { error: p.error } : { action: p.action },
      );
    },
    async commit(tx, c, rows) {
      const decided = await prepare(spec, tx, c, rows);
      const prepared = decided.filter((p) => !p.error);
      const writes = prepared.filter((p) => p.action !== 'same');
      await upsertRecords(
        tx,
        c.orgId,
        spec.def,
        writes.map((p) => ({ data: p.data })),
        { source: 'system', actor: c.actor },
      );
      await storePasswords(
        tx,
        c.ctx,
        c.orgId,
        spec.portal,
        prepared
          .filter((p) => p.password !== null)
          .map((p) => ({ loginId: String(p.data[spec.loginField]), password: p.password! })),
      );
      for (const o of spec.otherPasswords ?? [])
        await storePasswords(
          tx,
          c.ctx,
          c.orgId,
          o.portal,
          prepared.flatMap((p) =>
            p.others
              .filter((x) => x.portal === o.portal)
              .map((x) => ({ loginId: String(p.data[spec.loginField]), password: x.password })),
          ),
        );
      return {
        counts: {
          new: prepared.filter((p) => p.action === 'new').length,
          updated: prepared.filter((p) => p.action === 'update').length,
          unchanged: prepared.filter((p) => p.action === 'same').length,
        },
        failed: decided.length - prepared.length,
      };
    },
    sampleRows: spec.sampleRows,
  };
}
