import { DEFAULT_ACCOUNT_COUNT, DEFAULT_SEED, generateItProfiles } from '../it/accounts';
import { formatIstDate, TIMELINE_ANCHOR, yearLabel } from '../it/dates';
import { itatCases } from './itat-cases';

/** An appeal as a firm's register (and TaxDesk's ITAT import) records it. */
export type SandboxItatAppeal = {
  appealNo: string;
  pan: string;
  assesseeName: string;
  ay: string;
  bench: string;
  appealType: 'ITA' | 'CO' | 'SA';
  filedBy: 'Assessee' | 'Revenue';
  /** DD/MM/YYYY */
  filedOn: string;
  /** False for appeals filed after the sandbox's anchor day: a later PAN search finds them. */
  filedByAnchor: boolean;
};

/** The ITAT appeals a sandbox with the same seed and account count knows. */
export function sandboxItatAppeals(
  options: { seed?: string; accountCount?: number } = {},
): SandboxItatAppeal[] {
  const seed = options.seed ?? DEFAULT_SEED;
  const profiles = generateItProfiles(seed, options.accountCount ?? DEFAULT_ACCOUNT_COUNT);
  return itatCases(seed, profiles).map((c) => ({
    appealNo: c.appealNo,
    pan: c.pan,
    assesseeName: c.assesseeName,
    ay: yearLabel(c.ay),
    bench: c.bench,
    appealType: c.appealType,
    filedBy: c.filedBy,
    filedOn: formatIstDate(c.filedOn),
    filedByAnchor: c.filedOn <= TIMELINE_ANCHOR,
  }));
}
