import { randomUUID } from 'node:crypto';
import { sandboxStateAccounts, type SandboxStateAccount } from './state-accounts';

export const STATE_IDLE_MS = 15 * 60_000;
const LOCK_AFTER = 5;
const LOCK_MS = 30 * 60_000;

/** The sandbox's state tax portal: its logins, sessions and wrong-password counts. */
export class StatePortal {
  readonly accounts: SandboxStateAccount[];
  private readonly sessions = new Map<string, { loginId: string; lastSeen: number }>();
  private readonly failures = new Map<string, { count: number; lockedUntil: number }>();

  constructor(
    readonly seed: string,
    count?: number,
  ) {
    this.accounts = sandboxStateAccounts({ seed, count });
  }

  account(loginId: string): SandboxStateAccount | undefined {
    const wanted = loginId.trim().toUpperCase();
    return this.accounts.find((a) => a.loginId === wanted);
  }

  isLocked(loginId: string, now: number): boolean {
    return (this.failures.get(loginId)?.lockedUntil ?? 0) > now;
  }

  wrongPassword(loginId: string, now: number): void {
    const f = this.failures.get(loginId) ?? { count: 0, lockedUntil: 0 };
    f.count++;
    if (f.count >= LOCK_AFTER) f.lockedUntil = now + LOCK_MS;
    this.failures.set(loginId, f);
  }

  signIn(loginId: string, now: number): string {
    this.failures.delete(loginId);
    const token = randomUUID();
    this.sessions.set(token, { loginId, lastSeen: now });
    return token;
  }

  use(token: string | undefined, now: number): SandboxStateAccount | null {
    const session = token ? this.sessions.get(token) : undefined;
    if (!session) return null;
    if (now - session.lastSeen > STATE_IDLE_MS) {
      this.sessions.delete(token!);
      return null;
    }
    session.lastSeen = now;
    return this.account(session.loginId) ?? null;
  }

  signOut(token: string | undefined): void {
    if (token) this.sessions.delete(token);
  }

  reset(): void {
    this.sessions.clear();
    this.failures.clear();
  }
}
