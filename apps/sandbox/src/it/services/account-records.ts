import type { ItPortal } from '../portal-state';
import { generateChallans, generateDemands, generateRefunds } from './money-data';
import { generateFiledForms } from './forms-data';
import { isTanLogin } from '../tan-logins';
import { generateTdsFiledForms } from './tds-filed-forms';
import { generateTdsPayments } from './tds-payments';
import { keyPersons, profileDetails } from './profile-data';
import type { AccountRecords } from './record-types';
import { generateReplies } from './replies-data';
import { generateReturns } from './returns-data';
import { generateTaxCredits } from './tax-credit-data';

const cache = new WeakMap<ItPortal, Map<string, AccountRecords>>();

/**
 * The records of a PAN beyond e-proceedings, built on first use from the seed, the profile and
 * the e-proceedings timeline (closure orders raise demands, responded notices have replies), and
 * kept for the portal's life: they depend on nothing that changes while it runs.
 */
export function accountRecords(portal: ItPortal, pan: string): AccountRecords | undefined {
  let byPan = cache.get(portal);
  if (!byPan) cache.set(portal, (byPan = new Map()));
  const known = byPan.get(pan);
  if (known) return known;
  const timeline = portal.timeline(pan);
  if (!timeline) return undefined;
  const { profile, proceedings } = timeline;
  // A deductor (TAN) files TDS statements, not returns.
  const tan = isTanLogin(profile);
  const returns = tan ? [] : generateReturns(portal.seed, profile);
  const demands = generateDemands(portal.seed, profile, returns, proceedings);
  // A deductor's payments are its TDS deposits (those TRACES shows) and what it paid of demands.
  const paid = generateChallans(portal.seed, profile, returns, demands);
  const challans = tan
    ? [...generateTdsPayments(portal.seed, profile), ...paid]
        .sort((a, b) => a.paidAt - b.paidAt)
        .map((c, position) => ({ ...c, position }))
    : paid;
  const records: AccountRecords = {
    details: profileDetails(portal.seed, profile),
    keyPersons: keyPersons(portal.seed, profile),
    returns,
    forms: tan ? generateTdsFiledForms(portal.seed, profile) : generateFiledForms(portal.seed, profile),
    demands,
    refunds: generateRefunds(portal.seed, profile, returns, demands.length > 0),
    challans,
    replies: generateReplies(portal.seed, profile, proceedings),
    taxCredits: generateTaxCredits(portal.seed, profile, returns, paid),
  };
  byPan.set(pan, records);
  return records;
}
