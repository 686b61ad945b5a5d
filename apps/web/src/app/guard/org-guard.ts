import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { featureOfPath, isOrgId, NO_ACCESS_MESSAGE, NO_ACCESS_NOTICE_MS } from '@taxdesk/domain';
import { ensureSession } from '../../shared/auth/session';
import { APP_BASE } from '../../shared/navigation/app-path';
import { ensureOrgInfo } from '../../shared/org/org-info-store';
import { setNoAccessVisible } from './no-access-store';
import { decideOrgAccess } from './org-access-decision';
import { loadRareParts } from '../shell/rare-parts';

type GuardArgs = { params: Record<string, string>; location: ParsedLocation; preload: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `beforeLoad` of the organisation layout route: every screen under `/{orgId}` passes here on
 * every navigation. It waits until the sign-in state is known, then applies the licence rules.
 */
export async function orgGuard({ params, location, preload }: GuardArgs): Promise<void> {
  const orgId = params.orgId ?? '';
  if (!isOrgId(orgId)) throw notFound();
  const session = await ensureSession();
  // A hover preload must not raise notices or move the user; the real navigation will decide.
  if (preload && session) return;
  const { org, fetched } = session ? await ensureOrgInfo(orgId) : { org: null, fetched: false };
  const decision = decideOrgAccess({
    signedIn: session !== null,
    org,
    fetched,
    feature: featureOfPath(location.pathname),
    now: new Date(),
  });
  switch (decision.kind) {
    case 'allow':
      return;
    case 'sign-in':
      throw redirect({
        to: '/login',
        search: { returnTo: `${APP_BASE}${location.pathname}${location.searchStr}` },
        replace: true,
      });
    case 'licence-expired':
      throw redirect({ to: '/login', search: { reason: decision.reason }, replace: true });
    case 'no-access':
      // On a first load the notice's code may not be fetched yet: it must be up for its full time.
      await loadRareParts().catch(() => undefined);
      setNoAccessVisible(true);
      await sleep(NO_ACCESS_NOTICE_MS);
      setNoAccessVisible(false);
      throw redirect({
        to: '/$orgId',
        params: { orgId },
        search: { reason: NO_ACCESS_MESSAGE },
        replace: true,
      });
  }
}
