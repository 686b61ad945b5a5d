import {
  LICENCE_EXPIRED_MESSAGE,
  licenceAllows,
  licenceExpired,
  type Feature,
  type OrgInfo,
} from '@taxdesk/domain';

type OrgAccessInput = {
  signedIn: boolean;
  /** The organisation's info, or null when it could not be fetched. */
  org: OrgInfo | null;
  /** True when `org` was fetched for this navigation (not served from the 30-minute cache). */
  fetched: boolean;
  /** The licensed feature the path belongs to (`featureOfPath`), or null. */
  feature: Feature | null;
  now: Date;
};

type OrgAccessDecision =
  | { kind: 'allow' }
  /** Not signed in: Login, and back here afterwards. */
  | { kind: 'sign-in' }
  /** The organisation's licence has expired: Login with the reason. */
  | { kind: 'licence-expired'; reason: string }
  /** The feature is not licensed: the centred notice, then the organisation's Home. */
  | { kind: 'no-access' };

/**
 * The navigation guard's rules (SPEC §2, §4). A failed org-info fetch blocks nothing: it is only
 * logged and navigation goes on. The overall expiry is checked after a fetch; the feature check
 * runs on every navigation into a licensed area.
 */
export function decideOrgAccess({ signedIn, org, fetched, feature, now }: OrgAccessInput): OrgAccessDecision {
  if (!signedIn) return { kind: 'sign-in' };
  if (!org) return { kind: 'allow' };
  if (fetched && licenceExpired(org, now))
    return { kind: 'licence-expired', reason: LICENCE_EXPIRED_MESSAGE };
  if (feature && !licenceAllows(org, feature, now)) return { kind: 'no-access' };
  return { kind: 'allow' };
}
