import { randomUUID } from 'node:crypto';
import { sandboxIcegateAccounts, type SandboxIcegateAccount } from './icegate-accounts';

/** ICEGATE clients drop a session after ~10 minutes without a call (notes §9.1); the portal does too. */
export const ICEGATE_IDLE_MS = 10 * 60_000;
/** Wrong passwords in a row that lock a login, and for how long. */
export const LOCK_AFTER = 5;
export const LOCK_MS = 30 * 60_000;

type IcegateSession = { token: string; userName: string; lastSeen: number };

/** The sandbox's ICEGATE: its logins, their sessions and wrong-password counts. */
export class IcegatePortal {
  readonly accounts: SandboxIcegateAccount[];
  private readonly sessions = new Map<string, IcegateSession>();
  private readonly failures = new Map<string, { count: number; lockedUntil: number }>();

  constructor(
    readonly seed: string,
    count?: number,
  ) {
    this.accounts = sandboxIcegateAccounts({ seed, count });
  }

  account(userName: string): SandboxIcegateAccount | undefined {
    const wanted = userName.trim().toLowerCase();
    return this.accounts.find((a) => a.userName === wanted);
  }

  lockedUntil(userName: string, now: number): number | null {
    const f = this.failures.get(userName);
    return f && f.lockedUntil > now ? f.lockedUntil : null;
  }

  wrongPassword(userName: string, now: number): void {
    const f = this.failures.get(userName) ?? { count: 0, lockedUntil: 0 };
    f.count++;
    if (f.count >= LOCK_AFTER) f.lockedUntil = now + LOCK_MS;
    this.failures.set(userName, f);
  }

  signIn(userName: string, now: number): string {
    this.failures.delete(userName);
    const token = randomUUID();
    this.sessions.set(token, { token, userName, lastSeen: now });
    return token;
  }

  /** The session's login if it is alive, counting the call as activity. */
  use(token: string | undefined, now: number): SandboxIcegateAccount | null {
    const session = token ? this.sessions.get(token) : undefined;
    if (!session) return null;
    if (now - session.lastSeen > ICEGATE_IDLE_MS) {
      this.sessions.delete(session.token);
      return null;
    }
    session.lastSeen = now;
    return this.account(session.userName) ?? null;
  }

  signOut(token: string | undefined): void {
    if (token) this.sessions.delete(token);
  }

  reset(): void {
    this.sessions.clear();
    this.failures.clear();
  }
}
