import { createHash } from 'node:crypto';
import type { SandboxClock } from '../clock';
import { Rng, uniformFor } from '../rng';
import { DIGITS, MIXED } from './bitmap-font';
import { renderCaptcha } from './captcha-image';

export type CaptchaAlphabet = 'digits' | 'mixed';
export type IssueOptions = { length: number; alphabet: CaptchaAlphabet };
export type IssuedCaptcha = { id: string; answer: string; png: Buffer };
export type CaptchaInfo = { id: string; answer: string; binding: string };
/** `missing`: nothing was issued to this binding (or it was used up); `expired`: too old. */
export type CaptchaVerdict = 'ok' | 'wrong' | 'missing' | 'expired';

type Entry = CaptchaInfo & { issuedAt: number; imageHash: string };

export const CAPTCHA_TTL_MS = 5 * 60_000;
const PRUNE_AT = 20_000;

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The captchas of every portal the sandbox plays. Each is bound to whatever fetched it (a
 * pre-login session cookie), is good for one attempt, and expires on the sandbox clock. Images
 * follow from the seed and a counter, so a run of the same calls issues the same images.
 */
export class CaptchaStore {
  private counter = 0;
  private solverCalls = 0;
  private readonly byId = new Map<string, Entry>();
  private readonly latestByBinding = new Map<string, string>();
  private readonly byImage = new Map<string, string>();

  constructor(
    private readonly seed: string,
    private readonly clock: SandboxClock,
  ) {}

  issue(binding: string, options: IssueOptions): IssuedCaptcha {
    const n = ++this.counter;
    const rng = new Rng(this.seed, 'captcha', n);
    const alphabet = options.alphabet === 'digits' ? DIGITS : MIXED;
    let answer = '';
    for (let i = 0; i < options.length; i++) answer += rng.pick([...alphabet]);
    const png = renderCaptcha(answer, rng);
    const id = `C${String(n).padStart(6, '0')}${hashOf(png).slice(0, 6)}`;
    if (this.byId.size > PRUNE_AT) this.prune();
    const entry: Entry = { id, answer, binding, issuedAt: this.clock.now(), imageHash: hashOf(png) };
    this.byId.set(id, entry);
    this.latestByBinding.set(binding, id);
    this.byImage.set(entry.imageHash, id);
    return { id, answer, png };
  }

  /** Uses up the binding's latest captcha whatever the outcome: a wrong answer needs a new image. */
  verify(binding: string, answer: string): CaptchaVerdict {
    const id = this.latestByBinding.get(binding);
    if (!id) return 'missing';
    this.latestByBinding.delete(binding);
    const entry = this.byId.get(id);
    if (!entry) return 'missing';
    if (this.clock.now() - entry.issuedAt > CAPTCHA_TTL_MS) return 'expired';
    return answer.trim().toUpperCase() === entry.answer ? 'ok' : 'wrong';
  }

  /** Test control: the captcha an image shows (what a person reads off it), whatever the solver's faults. */
  read(image: Buffer): CaptchaInfo | undefined {
    const id = this.byImage.get(hashOf(image));
    return id ? this.get(id) : undefined;
  }

  /** Test control: the binding's captcha waiting for an answer, if any. */
  latest(binding: string): CaptchaInfo | undefined {
    const id = this.latestByBinding.get(binding);
    return id ? this.get(id) : undefined;
  }

  get(id: string): CaptchaInfo | undefined {
    const entry = this.byId.get(id);
    return entry ? { id: entry.id, answer: entry.answer, binding: entry.binding } : undefined;
  }

  /**
   * The solver's reading of an image: right for images this sandbox issued, except for the share
   * `errorRate` of calls, where one character is misread, and the share `unreadableRate`, which it
   * cannot read at all (deterministically, from the call count).
   */
  solve(image: Buffer, errorRate: number, unreadableRate = 0): string | undefined {
    const id = this.byImage.get(hashOf(image));
    const entry = id ? this.byId.get(id) : undefined;
    if (!entry) return undefined;
    const n = this.solverCalls++;
    if (unreadableRate > 0 && uniformFor(this.seed, 'solver-unreadable', n) < unreadableRate)
      return undefined;
    if (errorRate > 0 && uniformFor(this.seed, 'solver', n) < errorRate) {
      const alphabet = /^\d+$/.test(entry.answer) ? DIGITS : MIXED;
      const at = Math.floor(uniformFor(this.seed, 'solver-at', n) * entry.answer.length);
      const was = entry.answer[at]!;
      const misread = alphabet[(alphabet.indexOf(was) + 1) % alphabet.length]!;
      return entry.answer.slice(0, at) + misread + entry.answer.slice(at + 1);
    }
    return entry.answer;
  }

  reset(): void {
    this.counter = 0;
    this.solverCalls = 0;
    this.byId.clear();
    this.latestByBinding.clear();
    this.byImage.clear();
  }

  private prune(): void {
    const cutoff = this.clock.now() - CAPTCHA_TTL_MS;
    for (const [id, entry] of this.byId) {
      if (entry.issuedAt >= cutoff) continue;
      this.byId.delete(id);
      this.byImage.delete(entry.imageHash);
      if (this.latestByBinding.get(entry.binding) === id) this.latestByBinding.delete(entry.binding);
    }
  }
}
