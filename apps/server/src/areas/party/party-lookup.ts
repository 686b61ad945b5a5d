import { sql } from 'drizzle-orm';
import { fieldOf, recordKey } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import { PortalError } from '../../lib/sync/portal-error';
import { partyChanges } from './party-changes';
import { isCaptcha, type PartyAnswer, type PartyKind } from './party-kind';

/** Reads a captcha image; null when it cannot (the lookup then fails, nothing is guessed). */
export type SolveCaptcha = (image: Buffer) => Promise<string | null>;

/** A lookup younger than this is answered from the party record, without a call. */
const CACHE_MS = 7 * 86_400_000;
/** The platform master is used when its copy is younger than this. */
const MASTER_MAX_AGE_MS = 30 * 86_400_000;
const CAPTCHA_TRIES = 3;

export type Fetched = PartyAnswer & { source: 'master' | 'portal' };

type LookupOutcome =
  | { outcome: 'refused'; reason: string }
  | { outcome: 'cached' | 'looked_up'; record: Record<string, unknown> };

const todayIn = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * Asks the service for one id: the master first when fresh, else the public service, answering
 * its captchas with `solveCaptcha` (a wrong answer gets a fresh captcha, a few times).
 */
export async function fetchParty(
  app: AppContext,
  kind: PartyKind,
  id: string,
  solveCaptcha: SolveCaptcha,
): Promise<Fetched> {
  const baseUrl = kind.baseUrl(app);
  let answer: PartyAnswer | null = (await kind.fromMaster?.(app, id, MASTER_MAX_AGE_MS)) ?? null;
  const source = answer ? 'master' : 'portal';
  for (let tries = 0; !answer; tries++) {
    const step = await kind.ask(baseUrl, id);
    if (!isCaptcha(step)) {
      answer = step;
      break;
    }
    if (tries >= CAPTCHA_TRIES) throw new PortalError('captcha_wrong', 'The captcha was not answered right');
    const text = await solveCaptcha(step.image);
    if (!text) throw new PortalError('captcha_wrong', 'Nobody could read the captcha');
    const result = await kind.answer(baseUrl, id, step.state, text);
    if (result !== 'captcha_wrong') answer = result;
  }
  if (answer.found && kind.complete) {
    answer = {
      ...answer,
      data: { ...answer.data, ...(await kind.complete(baseUrl, id, answer.data, todayIn(app.now()))) },
    };
  }
  return { ...answer, source };
}

/** A found lookup younger than the cache: answered from the record, without a call. */
export function freshLookup(before: Record<string, unknown> | undefined, now: Date): boolean {
  const lookedUpAt = typeof before?.lookedUpAt === 'string' ? Date.parse(before.lookedUpAt) : NaN;
  return before?.lookupStatus === 'found' && now.getTime() - lookedUpAt < CACHE_MS;
}

export async function storedParty(app: AppContext, orgId: string, kind: PartyKind, key: string) {
  const r = await inOrg(app.db, orgId, (tx) =>
    tx.execute<{ data: Record<string, unknown> }>(
      sql`SELECT data FROM records WHERE org_id = ${orgId} AND type = ${kind.def.type} AND key = ${key}`,
    ),
  );
  return r.rows[0]?.data;
}

/**
 * Saves a lookup on the party record: the service's fields (kept from before when it found
 * nothing or failed), when and how it was looked up, and what changed since the last lookup.
 */
export async function saveParty(
  app: AppContext,
  orgId: string,
  kind: PartyKind,
  id: string,
  fetched: Fetched | { failed: string },
): Promise<{ record: Record<string, unknown>; inserted: boolean; changed: boolean }> {
  const keyField = kind.def.keyFields[0]!;
  const key = recordKey(kind.def, { [keyField]: id });
  const before = await storedParty(app, orgId, kind, key);
  const base = { ...(before ?? {}), [keyField]: id, lookedUpAt: app.now().toISOString() };
  let record: Record<string, unknown>;
  if ('failed' in fetched) {
    record = { ...base, lookupStatus: 'failed', lookupError: fetched.failed };
  } else if (!fetched.found) {
    record = {
      ...base,
      lookupStatus: 'not_found',
      lookupSource: fetched.source,
      lookupError: fetched.message,
    };
  } else {
    const after = { ...base, ...fetched.data, [keyField]: id };
    const changes = partyChanges(kind.watched, (f) => fieldOf(kind.def, f)?.label ?? f, before, after);
    record = {
      ...after,
      lookupStatus: 'found',
      lookupSource: fetched.source,
      lookupError: null,
      changedSinceLastLookup: changes.length ? 'yes' : 'no',
      changes: changes.length ? changes.join('\n') : null,
    };
  }
  const raw = 'failed' in fetched || !fetched.found ? undefined : fetched.raw;
  const r = await inOrg(app.db, orgId, (tx) =>
    upsertRecords(tx, orgId, kind.def, [{ data: record, raw }], { source: 'portal' }),
  );
  return { record, inserted: r.inserted.length > 0, changed: r.changed.length > 0 };
}

/**
 * Looks one party up for an organisation: a bad id is refused before any call; a lookup younger
 * than a week is answered from the record unless `force`; else the master or the service is
 * asked and the result kept on the record. A failed call is kept too (status failed) and thrown.
 */
export async function lookupParty(
  app: AppContext,
  orgId: string,
  kind: PartyKind,
  raw: string,
  options: { solveCaptcha: SolveCaptcha; force?: boolean },
): Promise<LookupOutcome> {
  const check = kind.check(raw);
  if (!check.ok) return { outcome: 'refused', reason: check.reason };
  const id = check.value;
  const keyField = kind.def.keyFields[0]!;
  const before = await storedParty(app, orgId, kind, recordKey(kind.def, { [keyField]: id }));
  if (!options.force && before && freshLookup(before, app.now()))
    return { outcome: 'cached', record: before };
  let fetched: Fetched;
  try {
    fetched = await fetchParty(app, kind, id, options.solveCaptcha);
  } catch (err) {
    await saveParty(app, orgId, kind, id, { failed: (err as Error).message });
    throw err;
  }
  const saved = await saveParty(app, orgId, kind, id, fetched);
  return { outcome: 'looked_up', record: saved.record };
}
