import type { SecretBox } from '../src/lib/crypto/secret-box';
import { portalPasswordAd } from '../src/lib/sync/portal-password-ad';

/** A stored portal password as the server opens it: bound to its row (org, portal, login id). */
export function openPortalPassword(
  box: Pick<SecretBox, 'decrypt'>,
  row: { org_id: string; portal: string; login_id: string; secret: string },
): string {
  return box.decrypt(row.secret, portalPasswordAd(row.org_id, row.portal, row.login_id));
}
