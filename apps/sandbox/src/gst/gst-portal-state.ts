import { randomBytes } from 'node:crypto';
import { lookupGstin } from '../gst-public/taxpayer';
import type { GstCase } from './gst-cases-data';
import { buildApplications, buildCaseTasks } from './gst-cases-data';
import { demandsFromOrders } from './gst-order-demands';
import type { SandboxGstAccount } from './gst-accounts';
import { portalPasswordOf, sandboxGstAccounts } from './gst-accounts';
import type { BankAccount, Challan, Demand, LedgerEntry, TdsCredit } from './gst-money-data';
import {
  buildBankAccounts,
  buildChallans,
  buildDemands,
  buildLedger,
  buildTdsCredits,
  turnoverByYear,
} from './gst-money-data';
import type { GstDoc, GstNotice } from './gst-notices-data';
import { buildNotices } from './gst-notices-data';
import type { Filing } from './gst-returns-data';
import { buildFilings } from './gst-returns-data';

export type GstinData = {
  gstin: string;
  account: SandboxGstAccount;
  profile: Record<string, unknown>;
  filings: Filing[];
  challans: Challan[];
  ledger: LedgerEntry[];
  demands: Demand[];
  tdsCredits: TdsCredit[];
  bankAccounts: BankAccount[];
  notices: GstNotice[];
  caseTasks: GstCase[];
  applications: GstCase[];
  turnover: Map<string, number>;
  docs: Map<string, GstDoc & { at: number }>;
};

export type GstSession = { token: string; username: string; lastSeen: number };

export const SESSION_IDLE_MS = 15 * 60_000;
export const LOCK_AFTER_FAILURES = 5;

/** Logins, sessions and generated records of the GST portal. */
export class GstPortal {
  readonly accounts: SandboxGstAccount[];
  private readonly byUsername = new Map<string, SandboxGstAccount>();
  private readonly byGstin = new Map<string, SandboxGstAccount>();
  private readonly cache = new Map<string, GstinData>();
  private passwords = new Map<string, string>();
  private failures = new Map<string, number>();
  /** Passwords checked per login (right or wrong): tests count that a refused one is not sent again. */
  private signIns = new Map<string, number>();
  private sessions = new Map<string, GstSession>();
  private calls = 0;

  constructor(
    readonly seed: string,
    count: number,
  ) {
    this.accounts = sandboxGstAccounts({ seed, count });
    for (const a of this.accounts) {
      this.byUsername.set(a.username.toLowerCase(), a);
      for (const g of a.gstins) this.byGstin.set(g, a);
    }
    this.reset();
  }

  reset(): void {
    this.passwords = new Map(this.accounts.map((a) => [a.username, portalPasswordOf(a)]));
    this.failures = new Map();
    this.signIns = new Map();
    this.sessions = new Map();
    this.calls = 0;
  }

  /** Counts calls, so load faults fall on the same calls on every run. */
  nextCall(): number {
    return this.calls++;
  }

  account(username: string): SandboxGstAccount | undefined {
    return this.byUsername.get(username.trim().toLowerCase());
  }

  passwordOf(account: SandboxGstAccount): string {
    return this.passwords.get(account.username)!;
  }

  setPassword(account: SandboxGstAccount, password: string): void {
    this.passwords.set(account.username, password);
  }

  isLocked(account: SandboxGstAccount): boolean {
    return (
      account.behaviour === 'locked' || (this.failures.get(account.username) ?? 0) >= LOCK_AFTER_FAILURES
    );
  }

  /** Counts a wrong password; answers the tries left before the login locks. */
  failedAttempt(account: SandboxGstAccount): number {
    const failures = (this.failures.get(account.username) ?? 0) + 1;
    this.failures.set(account.username, failures);
    return Math.max(0, LOCK_AFTER_FAILURES - failures);
  }

  /** A password was checked for the login (after a right captcha). */
  countSignIn(account: SandboxGstAccount): void {
    this.signIns.set(account.username, (this.signIns.get(account.username) ?? 0) + 1);
  }

  signInsOf(account: SandboxGstAccount): number {
    return this.signIns.get(account.username) ?? 0;
  }

  unlock(account: SandboxGstAccount): void {
    this.failures.delete(account.username);
  }

  openSession(account: SandboxGstAccount, now: number): GstSession {
    // One session per login: signing in again ends the earlier one, as on the portal.
    for (const [token, s] of this.sessions) if (s.username === account.username) this.sessions.delete(token);
    const session = { token: randomBytes(24).toString('hex'), username: account.username, lastSeen: now };
    this.sessions.set(session.token, session);
    return session;
  }

  /** The live session of a token (counted as activity), or undefined when absent or idle too long. */
  useSession(token: string | undefined, now: number): GstSession | undefined {
    const session = token ? this.sessions.get(token) : undefined;
    if (!session) return undefined;
    if (now - session.lastSeen > SESSION_IDLE_MS) {
      this.sessions.delete(session.token);
      return undefined;
    }
    session.lastSeen = now;
    return session;
  }

  endSession(token: string | undefined): void {
    if (token) this.sessions.delete(token);
  }

  endSessionsOf(account: SandboxGstAccount): void {
    for (const [token, s] of this.sessions) if (s.username === account.username) this.sessions.delete(token);
  }

  isLoggedIn(account: SandboxGstAccount, now: number): boolean {
    return [...this.sessions.values()].some(
      (s) => s.username === account.username && now - s.lastSeen <= SESSION_IDLE_MS,
    );
  }

  ownerOf(gstin: string): SandboxGstAccount | undefined {
    return this.byGstin.get(gstin);
  }

  data(gstin: string): GstinData {
    const cached = this.cache.get(gstin);
    if (cached) return cached;
    const account = this.byGstin.get(gstin);
    if (!account) throw new Error(`unknown GSTIN ${gstin}`);
    const seed = this.seed;
    const lookup = lookupGstin(seed, gstin);
    const profile = lookup.found
      ? { ...lookup.details, lgnm: account.legalName, sts: 'Active', cxdt: '' }
      : { gstin };
    const filings = buildFilings(seed, gstin);
    const challans = buildChallans(seed, gstin, filings);
    const notices = buildNotices(seed, gstin, account.legalName, filings);
    const caseTasks = buildCaseTasks(seed, gstin);
    const applications = buildApplications(seed, gstin);
    const docs = new Map<string, GstDoc & { at: number }>();
    for (const n of notices) if (n.doc) docs.set(n.doc.id, { ...n.doc, at: n.at });
    for (const c of [...caseTasks, ...applications])
      for (const f of c.folders)
        for (const item of f.items) for (const d of item.docs) docs.set(d.id, { ...d, at: item.at });
    const data: GstinData = {
      gstin,
      account,
      profile,
      filings,
      challans,
      ledger: buildLedger(challans, filings),
      demands: [...buildDemands(seed, gstin), ...demandsFromOrders(seed, gstin, caseTasks)],
      tdsCredits: buildTdsCredits(seed, gstin),
      bankAccounts: buildBankAccounts(seed, gstin),
      notices,
      caseTasks,
      applications,
      turnover: turnoverByYear(filings),
      docs,
    };
    this.cache.set(gstin, data);
    return data;
  }
}
