import { rareParts } from '../shell/rare-parts';
import { useNoAccessVisible } from './no-access-store';

/** The guard's "no access" notice while the guard holds it up (it fetches the notice first). */
export function NoAccessOverlay() {
  const visible = useNoAccessVisible();
  const Notice = rareParts()?.NoAccessNotice;
  return visible && Notice ? <Notice /> : null;
}
