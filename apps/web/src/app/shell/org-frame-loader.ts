import { withScreenStyles } from '../styles/load-screen-styles';
import type * as orgFrame from './org-frame';

type OrgFrame = typeof orgFrame;

let loaded: OrgFrame | undefined;
const load = withScreenStyles(() => import('./org-frame'));

/**
 * The area header (its menus, the organisation picker, the sign-in queue drawer) and the footer
 * are a chunk of their own: the sign-in page and the not-found page never need them. Pages under
 * an organisation wait for it with their own chunk (the organisation route's loader), so they
 * show with it. It uses Mantine's screen styles, which come first.
 */
export async function loadOrgFrame(): Promise<OrgFrame> {
  loaded ??= await load();
  return loaded;
}

/** The chunk once it has loaded: the frame then draws it in the same render as the page. */
export function loadedOrgFrame(): OrgFrame | undefined {
  return loaded;
}
