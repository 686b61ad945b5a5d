import { sql } from 'drizzle-orm';
import {
  DEADLINE_RULES,
  effectiveDue,
  provisionText,
  type RecordDates,
  type ResourceDef,
  type TargetDateChange,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { notFound } from '../http/errors';
import { dueField, insertEvents, type WorkActor } from './work';

type DatesRow = {
  data: Record<string, unknown>;
  due_on: string | null;
  portal_due_on: string | null;
  statutory_on: string | null;
  statutory_rule: string | null;
  target_on: string | null;
  target_reason: string | null;
};

const DATES_COLUMNS = sql`data, due_on::text, portal_due_on::text, statutory_on::text, statutory_rule,
  target_on::text, target_reason`;

/** A type's records have dates to show and target when it has a due date (its field promoted to `due_on`). */
export function requireDatedType(def: ResourceDef): void {
  if (!dueField(def)) throw notFound(`${def.plural} have no due date`);
}

function ruleInfo(id: string | null): RecordDates['rule'] {
  const rule = id ? DEADLINE_RULES.find((r) => r.id === id) : undefined;
  return rule ? { id: rule.id, title: rule.title, provision: provisionText(rule.provision) } : null;
}

/** Which of the three the stored due date is: the portal's, then the law's, then the target on a tie. */
function drivenBy(r: DatesRow): RecordDates['drivenBy'] {
  if (r.due_on == null) return null;
  if (r.due_on === r.portal_due_on) return 'portal';
  if (r.due_on === r.statutory_on) return 'statutory';
  if (r.due_on === r.target_on) return 'target';
  return 'portal';
}

function toDates(def: ResourceDef, r: DatesRow): RecordDates {
  const field = dueField(def);
  const shown = field ? r.data[field.key] : null;
  return {
    portal: typeof shown === 'string' && shown !== '' ? shown.slice(0, 10) : null,
    statutory: r.statutory_on,
    rule: ruleInfo(r.statutory_rule),
    target: r.target_on,
    targetReason: r.target_reason,
    effective: r.due_on,
    drivenBy: drivenBy(r),
  };
}

/** A record's dates for its detail; undefined on a type with no due date, null when there is no such record. */
export async function recordDates(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  key: string,
): Promise<RecordDates | undefined> {
  if (!dueField(def)) return undefined;
  const r = await tx.execute<DatesRow>(
    sql`SELECT ${DATES_COLUMNS} FROM records WHERE org_id = ${orgId} AND type = ${def.type} AND key = ${key}`,
  );
  return r.rows[0] ? toDates(def, r.rows[0]) : undefined;
}

/**
 * Sets or clears a record's target date (with the reason) and moves its effective due date with
 * it, recording a `target` event with the actor. Unchanged values write nothing.
 */
export async function setTargetDate(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  key: string,
  change: TargetDateChange,
  actor: WorkActor,
  today: string,
): Promise<{ changed: boolean; dates: RecordDates }> {
  requireDatedType(def);
  const r = await tx.execute<DatesRow>(sql`
    SELECT ${DATES_COLUMNS} FROM records WHERE org_id = ${orgId} AND type = ${def.type} AND key = ${key} FOR UPDATE`);
  const row = r.rows[0];
  if (!row) throw notFound(`No such ${def.label.toLowerCase()}`);
  const target = change.target;
  const reason = target == null ? null : (change.reason ?? null);
  if (row.target_on === target && row.target_reason === reason)
    return { changed: false, dates: toDates(def, row) };

  const due = effectiveDue({ portal: row.portal_due_on, statutory: row.statutory_on, target }, today).on;
  await tx.execute(sql`
    UPDATE records SET target_on = ${target}::date, target_reason = ${reason}, due_on = ${due}::date, updated_at = now()
    WHERE org_id = ${orgId} AND type = ${def.type} AND key = ${key}`);
  await insertEvents(
    tx,
    orgId,
    def,
    [
      {
        key,
        kind: 'target',
        changes: {
          targetDate: { from: row.target_on, to: target },
          targetReason: { from: row.target_reason, to: reason },
        },
      },
    ],
    actor,
  );
  const next = { ...row, target_on: target, target_reason: reason, due_on: due };
  return { changed: true, dates: toDates(def, next) };
}
