/**
 * The associated data a portal password is sealed with: the identity of its row in
 * portal_credentials (organisation, portal, login id). A sealed password moved to another row —
 * another organisation's login, another portal — no longer opens (`SecretBox`, `v2`).
 */
export function portalPasswordAd(orgId: string, portal: string, loginId: string): string {
  return JSON.stringify(['portal_credentials', orgId, portal, loginId]);
}
