import { Outlet, useMatches } from '@tanstack/react-router';
import { isOrgId } from '@taxdesk/domain';
import { lazy, Suspense } from 'react';
import { loadedOrgFrame, loadOrgFrame } from './org-frame-loader';
import classes from './shell.module.css';

// For a page drawn before the chunk is there (the organisation route's loader normally waits for it).
const LazyHeader = lazy(() => loadOrgFrame().then((m) => ({ default: m.AreaHeader })));
const LazyFooter = lazy(() => loadOrgFrame().then((m) => ({ default: m.AppFooter })));
// It shows only once the service worker says so, seconds after the page.
const UpdateNotice = lazy(() => import('./update-notice').then((m) => ({ default: m.UpdateNotice })));

/**
 * The shell around every page: the area header the catalogue names for the current screen, the
 * update notice above the content, the page, the shared footer. Screens whose header is `none`
 * (sign-in, printable documents) get neither header nor footer. Their chunk is normally loaded
 * by then (org-frame-loader.ts) and they are drawn with the page; otherwise an empty bar of the
 * area's colour holds the header's place until it is.
 */
export function AppFrame() {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  const header = deepest?.staticData.header ?? 'none';
  const orgId = (deepest?.params as Record<string, string> | undefined)?.orgId;
  const framed = header !== 'none' && orgId !== undefined && isOrgId(orgId);
  const frame = loadedOrgFrame();
  const AreaHeader = frame?.AreaHeader ?? LazyHeader;
  const AppFooter = frame?.AppFooter ?? LazyFooter;
  return (
    <div className={classes.frame}>
      {framed && (
        <Suspense fallback={<header className={classes.header} data-area={header} />}>
          <AreaHeader area={header} orgId={orgId} cataloguePath={deepest?.staticData.cataloguePath} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <UpdateNotice />
      </Suspense>
      <main className={classes.page}>
        <Outlet />
      </main>
      {framed && (
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
      )}
    </div>
  );
}
