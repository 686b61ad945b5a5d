import type PgBoss from 'pg-boss';
import type { Pools } from '../../db/pool';

/** A daily schedule as every area's settings hold it. */
type DailySchedule = { enabled: boolean; time: string; timezone: string };

/**
 * Daily syncs on pg-boss schedules. pg-boss 10 keeps one schedule per queue and a table per
 * queue, so a schedule belongs to a *slot* — a time of day in a time zone — rather than to each
 * organisation: `it-sync-daily.02:00.Asia/Kolkata` fires at 02:00 India time and starts the
 * batches of every organisation and area whose settings chose that slot. The slots in use follow
 * the stored settings of every area (registered on save, reconciled when the workers start and
 * every few minutes). The prefix is income tax's, where schedules began: kept so that slots
 * registered before still fire.
 */
const DAILY_PREFIX = 'it-sync-daily.';

type Slot = { time: string; timezone: string };

export function slotQueue(slot: Pick<Slot, 'time' | 'timezone'>): string {
  return `${DAILY_PREFIX}${slot.time}.${slot.timezone}`;
}

export function slotOf(queue: string): Slot | null {
  if (!queue.startsWith(DAILY_PREFIX)) return null;
  const rest = queue.slice(DAILY_PREFIX.length);
  const dot = rest.indexOf('.');
  if (dot < 0) return null;
  return { time: rest.slice(0, dot), timezone: rest.slice(dot + 1) };
}

/** `02:30` → `30 2 * * *`. */
function dailyCron(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${m} ${h} * * *`;
}

/** Slots chosen by any area of any organisation with the schedule on (the owner connection). */
async function slotsInUse(pools: Pools): Promise<Slot[]> {
  const r = await pools.owner.query<Slot>(`
    SELECT DISTINCT data->'schedule'->>'time' AS time, data->'schedule'->>'timezone' AS timezone
    FROM org_settings WHERE data->'schedule'->>'enabled' = 'true'`);
  return r.rows.filter((s) => s.time && s.timezone);
}

/** Organisations and areas whose schedule is on and set to this slot. */
async function orgsInSlot(pools: Pools, slot: Slot): Promise<{ orgId: string; area: string }[]> {
  const r = await pools.owner.query<{ org_id: string; area: string }>(
    `SELECT org_id, area FROM org_settings WHERE data->'schedule'->>'enabled' = 'true'
       AND data->'schedule'->>'time' = $1 AND data->'schedule'->>'timezone' = $2 ORDER BY org_id, area`,
    [slot.time, slot.timezone],
  );
  return r.rows.map((row) => ({ orgId: row.org_id, area: row.area }));
}

async function registerSlot(boss: PgBoss, slot: Slot): Promise<void> {
  const name = slotQueue(slot);
  // A missed daily start is not worth a retry storm: one retry, and the next day comes anyway.
  await boss.createQueue(name, { name, retryLimit: 1, retryDelay: 60, expireInSeconds: 30 * 60 });
  await boss.schedule(name, dailyCron(slot.time), { slot }, { tz: slot.timezone });
}

/**
 * Makes pg-boss's schedules match the slots in use: registers the missing ones and removes the
 * ones no organisation uses any more.
 */
async function reconcileSchedules(boss: PgBoss, pools: Pools): Promise<Slot[]> {
  const wanted = await slotsInUse(pools);
  const wantedNames = new Set(wanted.map(slotQueue));
  const registered = (await boss.getSchedules()).map((s) => s.name).filter((n) => n.startsWith(DAILY_PREFIX));
  for (const slot of wanted) await registerSlot(boss, slot);
  for (const name of registered) if (!wantedNames.has(name)) await boss.unschedule(name);
  return wanted;
}

/** After an organisation saved its schedule: its slot is registered, and a slot left empty goes. */
export async function applySchedule(
  boss: PgBoss,
  pools: Pools,
  schedule: DailySchedule,
  previous: DailySchedule | null,
): Promise<void> {
  if (schedule.enabled) await registerSlot(boss, schedule);
  const left = previous?.enabled && (!schedule.enabled || slotQueue(previous) !== slotQueue(schedule));
  if (previous && left) {
    const stillUsed = (await slotsInUse(pools)).some((s) => slotQueue(s) === slotQueue(previous));
    if (!stillUsed) await boss.unschedule(slotQueue(previous));
  }
}

/**
 * In a worker process: works every slot queue that has a schedule, and picks up new slots as
 * organisations choose them (another process may have registered them).
 */
export async function startScheduleRelay(
  boss: PgBoss,
  pools: Pools,
  startOrgBatch: (orgId: string, area: string) => Promise<void>,
  log: (line: string) => void,
  refreshMs = 60_000,
): Promise<{ refresh(): Promise<void>; stop(): Promise<void> }> {
  const working = new Set<string>();
  let sinceReconcile = Infinity;

  const work = async (name: string, slot: Slot) => {
    await boss.work(name, { batchSize: 1, pollingIntervalSeconds: 10 }, async () => {
      for (const { orgId, area } of await orgsInSlot(pools, slot)) {
        // One organisation's trouble (licence out, no accounts) must not stop the others' syncs.
        await startOrgBatch(orgId, area).catch((err: unknown) =>
          log(`daily sync of ${orgId} (${area}): ${(err as Error).message}`),
        );
      }
    });
  };

  const refresh = async () => {
    // Reconciling reads every organisation's settings: not on every tick.
    if (sinceReconcile++ >= 10) {
      await reconcileSchedules(boss, pools);
      sinceReconcile = 0;
    }
    const names = (await boss.getSchedules()).map((s) => s.name).filter((n) => n.startsWith(DAILY_PREFIX));
    for (const name of names) {
      const slot = slotOf(name);
      if (!slot || working.has(name)) continue;
      working.add(name);
      await work(name, slot);
    }
    for (const name of [...working]) {
      if (names.includes(name)) continue;
      working.delete(name);
      await boss.offWork(name);
    }
  };

  await refresh();
  const timer = setInterval(() => {
    refresh().catch((err: unknown) => log(`daily sync schedules: ${(err as Error).message}`));
  }, refreshMs);
  timer.unref();
  return {
    refresh,
    async stop() {
      clearInterval(timer);
      for (const name of working) await boss.offWork(name);
      working.clear();
    },
  };
}
