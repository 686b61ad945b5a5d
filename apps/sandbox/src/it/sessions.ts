/** Portal sessions: one live session per PAN, ended by logout, by a forced new login, or by idling. */

export const SESSION_IDLE_MS = 15 * 60_000;

export type Session = { token: string; pan: string; createdAt: number; lastSeen: number };

export type SessionLookup =
  | { ok: true; session: Session }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'replaced' | 'logged_out' };

/** Ended tokens are remembered (up to this many) only to explain a 401 better. */
const ENDED_MEMORY = 20_000;

export class SessionStore {
  private readonly byToken = new Map<string, Session>();
  private readonly byPan = new Map<string, string>();
  private readonly ended = new Map<string, 'expired' | 'replaced' | 'logged_out'>();

  /** The PAN's session if one is alive at `now`. */
  live(pan: string, now: number): Session | null {
    const token = this.byPan.get(pan);
    const session = token ? this.byToken.get(token) : undefined;
    if (!session) return null;
    if (now - session.lastSeen > SESSION_IDLE_MS) {
      this.end(session.token, 'expired');
      return null;
    }
    return session;
  }

  /** Starts a session, ending any other of the same PAN (the portal's "Login Here"). */
  create(pan: string, token: string, now: number): Session {
    const previous = this.byPan.get(pan);
    if (previous) this.end(previous, 'replaced');
    const session = { token, pan, createdAt: now, lastSeen: now };
    this.byToken.set(token, session);
    this.byPan.set(pan, token);
    return session;
  }

  /** Finds the session of a token without counting it as activity. */
  peek(token: string | undefined): Session | null {
    return token ? (this.byToken.get(token) ?? null) : null;
  }

  /** Resolves a token and counts the call as activity. */
  use(token: string | undefined, now: number): SessionLookup {
    if (!token) return { ok: false, reason: 'missing' };
    const session = this.byToken.get(token);
    if (!session) return { ok: false, reason: this.ended.get(token) ?? 'unknown' };
    if (now - session.lastSeen > SESSION_IDLE_MS) {
      this.end(token, 'expired');
      return { ok: false, reason: 'expired' };
    }
    session.lastSeen = Math.max(session.lastSeen, now);
    return { ok: true, session };
  }

  end(token: string, reason: 'expired' | 'replaced' | 'logged_out'): void {
    const session = this.byToken.get(token);
    if (!session) return;
    this.byToken.delete(token);
    if (this.byPan.get(session.pan) === token) this.byPan.delete(session.pan);
    this.ended.set(token, reason);
    if (this.ended.size > ENDED_MEMORY) this.ended.delete(this.ended.keys().next().value!);
  }

  endAllOf(pan: string): void {
    const token = this.byPan.get(pan);
    if (token) this.end(token, 'logged_out');
  }

  clear(): void {
    this.byToken.clear();
    this.byPan.clear();
    this.ended.clear();
  }

  count(): number {
    return this.byToken.size;
  }
}
