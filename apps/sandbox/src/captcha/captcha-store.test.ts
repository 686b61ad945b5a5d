import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SandboxClock } from '../clock';
import { CAPTCHA_TTL_MS, CaptchaStore } from './captcha-store';
import { crc32, isPng } from './png';

const NOW = new Date('2026-11-21T12:00:00Z');

function store(seed = 'captcha-test') {
  const clock = new SandboxClock(() => NOW);
  return { clock, captchas: new CaptchaStore(seed, clock) };
}

/** Reads the chunks of a PNG and checks each CRC, as a decoder does. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const found: { type: string; data: Buffer }[] = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const typed = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typed));
    found.push({ type: typed.subarray(0, 4).toString('ascii'), data: typed.subarray(4) });
    at += 12 + length;
  }
  return found;
}

describe('captcha store', () => {
  it('issues a real PNG whose pixels match its IHDR size', () => {
    const { captchas } = store();
    const { png, answer } = captchas.issue('cookie-1', { length: 6, alphabet: 'digits' });
    expect(answer).toMatch(/^\d{6}$/);
    expect(isPng(png)).toBe(true);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const width = parts[0]!.data.readUInt32BE(0);
    const height = parts[0]!.data.readUInt32BE(4);
    expect(width).toBeGreaterThan(100);
    expect(height).toBeGreaterThan(20);
    expect(inflateSync(parts[1]!.data).length).toBe((width + 1) * height);
  });

  it('is deterministic from the seed and the counter', () => {
    const a = store('same').captchas.issue('x', { length: 6, alphabet: 'mixed' });
    const b = store('same').captchas.issue('y', { length: 6, alphabet: 'mixed' });
    expect(b.answer).toBe(a.answer);
    expect(b.png.equals(a.png)).toBe(true);
    expect(a.answer).toMatch(/^[A-Z2-9]{6}$/);
    const other = store('other').captchas.issue('x', { length: 6, alphabet: 'mixed' });
    expect(other.png.equals(a.png)).toBe(false);
  });

  it('is single use, bound to what fetched it, and the latest replaces earlier ones', () => {
    const { captchas } = store();
    const first = captchas.issue('cookie-1', { length: 6, alphabet: 'digits' });
    expect(captchas.verify('cookie-2', first.answer)).toBe('missing');
    const second = captchas.issue('cookie-1', { length: 6, alphabet: 'digits' });
    expect(captchas.latest('cookie-1')).toEqual({
      id: second.id,
      answer: second.answer,
      binding: 'cookie-1',
    });
    expect(captchas.verify('cookie-1', second.answer)).toBe('ok');
    expect(captchas.verify('cookie-1', second.answer)).toBe('missing');
    const third = captchas.issue('cookie-1', { length: 6, alphabet: 'digits' });
    expect(captchas.verify('cookie-1', third.answer === '000000' ? '111111' : '000000')).toBe('wrong');
    // A wrong answer used the captcha up: the right one no longer helps.
    expect(captchas.verify('cookie-1', third.answer)).toBe('missing');
    expect(captchas.get(first.id)?.binding).toBe('cookie-1');
  });

  it('expires on the sandbox clock', () => {
    const { captchas, clock } = store();
    const issued = captchas.issue('cookie-1', { length: 6, alphabet: 'digits' });
    clock.advance(CAPTCHA_TTL_MS + 1000);
    expect(captchas.verify('cookie-1', issued.answer)).toBe('expired');
  });

  it('solves its own images and nothing else; the error rate misreads one character', () => {
    const { captchas } = store();
    const issued = captchas.issue('cookie-1', { length: 6, alphabet: 'digits' });
    expect(captchas.solve(issued.png, 0)).toBe(issued.answer);
    expect(captchas.solve(Buffer.from('not an image'), 0)).toBeUndefined();
    const misread = captchas.solve(issued.png, 1)!;
    expect(misread).toMatch(/^\d{6}$/);
    expect(misread).not.toBe(issued.answer);
    const differing = [...misread].filter((c, i) => c !== issued.answer[i]);
    expect(differing).toHaveLength(1);
  });
});
