import { Outlet, useMatches } from '@tanstack/react-router';
import { isOrgId } from '@taxdesk/domain';
import { AppFooter } from './app-footer';
import { AreaHeader } from './area-header';
import classes from './shell.module.css';
import { UpdateNotice } from './update-notice';

/**
 * The shell around every page: the area header the catalogue names for the current screen, the
 * update notice above the content, the page, the shared footer. Screens whose header is `none`
 * (sign-in, printable documents) get neither header nor footer.
 */
export function AppFrame() {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  const header = deepest?.staticData.header ?? 'none';
  const orgId = (deepest?.params as Record<string, string> | undefined)?.orgId;
  const framed = header !== 'none' && orgId !== undefined && isOrgId(orgId);
  return (
    <div className={classes.frame}>
      {framed && <AreaHeader area={header} orgId={orgId} cataloguePath={deepest?.staticData.cataloguePath} />}
      <UpdateNotice />
      <main className={classes.page}>
        <Outlet />
      </main>
      {framed && <AppFooter />}
    </div>
  );
}
