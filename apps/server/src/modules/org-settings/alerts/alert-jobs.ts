import type PgBoss from 'pg-boss';
import type { AppContext } from '../../../context';
import { runAlerts } from './run-alerts';

const ALERTS_QUEUE = 'org-alerts';

/**
 * The alert emails run as one scheduled job every five minutes: pg-boss starts it once per tick
 * whatever the number of worker processes, so nobody gets an email twice. New notices therefore
 * go out within minutes of the sync that found them; the digest and the not-synced list go out
 * at their local hour.
 */
export async function createAlertQueues(boss: PgBoss): Promise<void> {
  await boss.createQueue(ALERTS_QUEUE, {
    name: ALERTS_QUEUE,
    policy: 'singleton',
    retryLimit: 1,
    expireInSeconds: 15 * 60,
  });
  // ALERTS_CRON: the process tests make the rounds come every minute (not a production setting).
  await boss.schedule(ALERTS_QUEUE, process.env.ALERTS_CRON || '*/5 * * * *');
}

export async function startAlertWorkers(
  ctx: AppContext,
  boss: PgBoss,
  log: (line: string) => void,
): Promise<void> {
  await boss.work(ALERTS_QUEUE, async () => {
    const sent = await runAlerts(ctx, ctx.now(), log);
    if (sent) log(`Alert emails: ${sent} sent`);
  });
}
