import { generateItProfiles } from './accounts';
import type { ItAccountProfile } from './accounts';
import { arcaLogins, isArcaLogin } from './services/arca-data';
import { rpLoginProfiles } from './services/rp-data';
import { SessionStore } from './sessions';
import { tanLoginProfiles } from './tan-logins';
import { generateTimeline } from './timeline';
import type { AccountTimeline } from './timeline';

export const MAX_WRONG_PASSWORDS = 5;
export const LOCKOUT_MS = 30 * 60_000;
/** A step-1 `reqId` stays usable this long. */
export const LOGIN_REQUEST_TTL_MS = 10 * 60_000;

/** What changes about an account while the sandbox runs. */
export type AccountState = {
  profile: ItAccountProfile;
  password: string;
  failedAttempts: number;
  /** Locked while `now < lockedUntil`; Infinity until unlocked by hand. */
  lockedUntil: number;
};

export type LoginRequest = { pan: string; createdAt: number };

function initialState(profile: ItAccountProfile): AccountState {
  return {
    profile,
    password: profile.password,
    failedAttempts: 0,
    lockedUntil: profile.behaviour === 'locked' ? Infinity : 0,
  };
}

/** The income-tax portal's state: accounts, sessions and the (lazily built) data of each PAN. */
export class ItPortal {
  readonly profiles: ItAccountProfile[];
  /** Representatives' (RP) and chartered accountants' (ARCA) own logins: services/rp-data.ts, arca-data.ts. */
  readonly otherLogins: ItAccountProfile[];
  readonly sessions = new SessionStore();
  readonly loginRequests = new Map<string, LoginRequest>();
  /** OTPs waiting to be entered, by login (otp-login.ts). */
  readonly otps = new Map<string, { reqId: string; otp: string; expiresAt: number }>();
  private readonly states = new Map<string, AccountState>();
  private readonly timelines = new Map<string, AccountTimeline>();

  constructor(
    readonly seed: string,
    accountCount: number,
    tdsAccountCount?: number,
  ) {
    this.profiles = generateItProfiles(seed, accountCount);
    this.otherLogins = [
      ...rpLoginProfiles(seed),
      ...arcaLogins(seed).map((l) => l.profile),
      ...tanLoginProfiles(seed, tdsAccountCount),
    ];
    this.reset();
  }

  account(pan: string): AccountState | undefined {
    return this.states.get(pan);
  }

  /** Generated on first use and kept: it depends only on the seed and the profile. */
  timeline(pan: string): AccountTimeline | undefined {
    let timeline = this.timelines.get(pan);
    if (!timeline) {
      const state = this.states.get(pan);
      if (!state) return undefined;
      // A CA's ARCA login has no e-proceedings of its own.
      timeline = isArcaLogin(state.profile)
        ? { profile: state.profile, proceedings: [] }
        : generateTimeline(this.seed, state.profile);
      this.timelines.set(pan, timeline);
    }
    return timeline;
  }

  isLocked(state: AccountState, now: number): boolean {
    if (state.lockedUntil !== 0 && state.lockedUntil <= now) {
      state.lockedUntil = 0;
      state.failedAttempts = 0;
    }
    return state.lockedUntil > now;
  }

  unlock(state: AccountState): void {
    state.lockedUntil = 0;
    state.failedAttempts = 0;
  }

  /** Drops login requests older than their lifetime (called as new ones are made). */
  pruneLoginRequests(now: number): void {
    for (const [reqId, request] of this.loginRequests) {
      if (now - request.createdAt > LOGIN_REQUEST_TTL_MS || request.createdAt > now)
        this.loginRequests.delete(reqId);
    }
  }

  reset(): void {
    this.states.clear();
    for (const profile of this.profiles) this.states.set(profile.pan, initialState(profile));
    for (const profile of this.otherLogins) this.states.set(profile.pan, initialState(profile));
    this.sessions.clear();
    this.loginRequests.clear();
    this.otps.clear();
  }
}
