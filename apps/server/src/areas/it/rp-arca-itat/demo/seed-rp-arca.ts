import { RESOURCES } from '@taxdesk/domain';
import type { AppContext } from '../../../../context';
import { inOrg } from '../../../../db/tenant';
import { portalDate } from '../../../../lib/portal/dates';
import { upsertRecords } from '../../../../lib/records/upsert';
import { saveLogin } from '../logins/logins';

/** How many of the sandbox's ITAT appeals the demo starts with, as if imported from the firm's register. */
const DEMO_APPEALS = 6;

/**
 * The demo organisation's Reply accounts (two working representative logins), its ARCA login and a
 * few ITAT appeals as the firm's register holds them (status unknown until the ITAT sync runs).
 * Only when this process started the sandbox: those logins exist nowhere else.
 */
export async function seedRpArcaDemo(ctx: AppContext, orgId: string): Promise<void> {
  if (!ctx.sandboxItAccounts) return;
  const { sandboxArcaAccounts, sandboxItatAppeals, sandboxRpAccounts } = await import('@taxdesk/sandbox');
  const rp = sandboxRpAccounts()
    .filter((a) => a.behaviour === 'normal')
    .slice(0, 2);
  const [arca] = sandboxArcaAccounts();
  const appeals = sandboxItatAppeals()
    .filter((a) => a.filedByAnchor && a.filedBy === 'Assessee')
    .slice(0, DEMO_APPEALS);
  await inOrg(ctx.db, orgId, async (tx) => {
    for (const [i, a] of rp.entries()) {
      await saveLogin(ctx, tx, orgId, 'rp', {
        loginId: a.rpPan,
        password: a.password,
        details: { name: a.name, branch: i === 0 ? 'Mumbai' : 'Pune' },
      });
    }
    if (arca)
      await saveLogin(ctx, tx, orgId, 'arca', { loginId: arca.arcaId, password: arca.password, details: {} });
    await upsertRecords(
      tx,
      orgId,
      RESOURCES.itatAppeal,
      appeals.map((a) => ({
        data: {
          appealNo: a.appealNo,
          pan: a.pan,
          assesseeName: a.assesseeName,
          ay: a.ay,
          appealType: a.appealType,
          appellant: 'assessee',
          filedOn: portalDate(a.filedOn),
          status: 'pending',
        },
      })),
      { source: 'manual' },
    );
  });
}
