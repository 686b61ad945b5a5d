import { randomBytes } from 'node:crypto';
import { Rng } from '../rng';
import { sandboxTdsAccounts } from './tds-accounts';
import type { SandboxTdsAccount } from './tds-accounts';
import { generateTdsData } from './tds-data';
import type { TdsData, TdsForm } from './tds-data';

export const TRACES_MAX_WRONG_PASSWORDS = 5;
/** Idle life of a bridged JSF session (the portal's ~15 minutes). */
export const JSF_IDLE_MS = 15 * 60_000;
export const TOKEN_LIFE_MS = 30 * 60_000;

export type DownloadKind = 'form16' | 'form16a' | 'conso' | 'justification';
export const DNTYPE: Record<DownloadKind, string> = {
  form16: 'Bulk Form 16 File',
  form16a: 'Bulk Form 16A File',
  conso: 'NSDL Conso File',
  justification: 'Justification Report',
};

export type DownloadRequest = {
  reqNo: string;
  tan: string;
  kind: DownloadKind;
  finYr: number;
  /** Legacy quarter code 3..6; Form 16 has none. */
  qrtr: number | null;
  frmType: TdsForm;
  requestedAt: number;
  availableAt: number;
  disabled: boolean;
  /** Set by test control: the ZIP is cut short. */
  corrupt: boolean;
};

type TracesAccountState = {
  account: SandboxTdsAccount;
  password: string;
  failedAttempts: number;
  locked: boolean;
};
type Bearer = { tan: string; expiresAt: number; refreshToken: string };
export type JsfSession = { id: string; tan: string; lastSeen: number; warm: boolean };

/** Minutes until a request turns Available on the sandbox clock, per kind. */
export const READY_AFTER_MS: Record<DownloadKind, number> = {
  form16: 30 * 60_000,
  form16a: 20 * 60_000,
  conso: 10 * 60_000,
  justification: 15 * 60_000,
};

/** TRACES' state: logins, bearer tokens, bridged JSF sessions, requested downloads. */
export class TracesPortal {
  readonly accounts: SandboxTdsAccount[];
  private readonly states = new Map<string, TracesAccountState>();
  private readonly data = new Map<string, TdsData>();
  readonly bearers = new Map<string, Bearer>();
  readonly jsf = new Map<string, JsfSession>();
  readonly requests = new Map<string, DownloadRequest>();
  private requestCounter = 0;

  constructor(
    readonly seed: string,
    count?: number,
  ) {
    this.accounts = sandboxTdsAccounts({ seed, count });
    this.reset();
  }

  state(tan: string): TracesAccountState | undefined {
    return this.states.get(tan);
  }

  byEfilingTan(tan: string): SandboxTdsAccount | undefined {
    return this.states.get(tan)?.account;
  }

  dataOf(tan: string): TdsData {
    let data = this.data.get(tan);
    if (!data) {
      data = generateTdsData(this.seed, this.states.get(tan)!.account);
      this.data.set(tan, data);
    }
    return data;
  }

  issueBearer(tan: string, now: number): { accessToken: string; refreshToken: string } {
    const accessToken = `eyJ${randomBytes(24).toString('base64url')}`;
    const refreshToken = randomBytes(16).toString('hex');
    this.bearers.set(accessToken, { tan, expiresAt: now + TOKEN_LIFE_MS, refreshToken });
    return { accessToken, refreshToken };
  }

  bearer(header: string | undefined, now: number): Bearer | null {
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const bearer = token ? this.bearers.get(token) : undefined;
    return bearer && bearer.expiresAt > now ? bearer : null;
  }

  openJsf(tan: string, now: number): JsfSession {
    const session = { id: randomBytes(16).toString('hex').toUpperCase(), tan, lastSeen: now, warm: false };
    this.jsf.set(session.id, session);
    return session;
  }

  /** The live JSF session of a cookie (counted as activity), or null when missing or idled out. */
  useJsf(id: string | undefined, now: number): JsfSession | null {
    const session = id ? this.jsf.get(id) : undefined;
    if (!session) return null;
    if (now - session.lastSeen > JSF_IDLE_MS) {
      this.jsf.delete(session.id);
      return null;
    }
    session.lastSeen = Math.max(session.lastSeen, now);
    return session;
  }

  fileRequest(
    tan: string,
    kind: DownloadKind,
    finYr: number,
    qrtr: number | null,
    frmType: TdsForm,
    now: number,
  ): DownloadRequest {
    const n = ++this.requestCounter;
    const reqNo = String(new Rng(this.seed, 'traces-req', n).int(100_000_000, 899_999_999) + n);
    const duplicate = [...this.requests.values()].some(
      (r) =>
        r.tan === tan &&
        r.kind === kind &&
        r.finYr === finYr &&
        r.qrtr === qrtr &&
        r.frmType === frmType &&
        !r.disabled,
    );
    const request: DownloadRequest = {
      reqNo,
      tan,
      kind,
      finYr,
      qrtr,
      frmType,
      requestedAt: now,
      availableAt: now + READY_AFTER_MS[kind],
      disabled: duplicate,
      corrupt: false,
    };
    this.requests.set(reqNo, request);
    return request;
  }

  isLocked(state: TracesAccountState): boolean {
    return state.locked;
  }

  reset(): void {
    this.states.clear();
    for (const account of this.accounts) {
      this.states.set(account.tan, {
        account,
        password: account.password,
        failedAttempts: 0,
        locked: account.behaviour === 'locked',
      });
    }
    this.bearers.clear();
    this.jsf.clear();
    this.requests.clear();
    this.requestCounter = 0;
  }
}
