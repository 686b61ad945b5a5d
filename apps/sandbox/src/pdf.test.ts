import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPdf, wrapText } from './pdf';

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Checks the cross-reference table: every offset must point at its object. */
function expectValidXref(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
}

describe('buildPdf', () => {
  const din = 'ITBA/AST/S/143(2)/2024-25/1065432109(1)';
  const pdf = buildPdf({
    title: 'Notice',
    lines: [
      { text: 'INCOME TAX DEPARTMENT', bold: true },
      { text: `DIN: ${din}` },
      { text: 'odd ) paren \\ slash' },
    ],
  });

  it('is a complete PDF with a correct cross-reference table', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expectValidXref(pdf);
  });

  it('keeps balanced identifiers searchable and escapes the rest', () => {
    const text = pdf.toString('latin1');
    expect(text).toContain(din);
    expect(text).toContain('(odd \\) paren \\\\ slash)');
  });

  it('is deterministic', () => {
    expect(buildPdf({ title: 'A', lines: [{ text: 'x' }] })).toEqual(
      buildPdf({ title: 'A', lines: [{ text: 'x' }] }),
    );
  });

  it('breaks long documents into pages', () => {
    const long = buildPdf({
      title: 'Long',
      lines: Array.from({ length: 120 }, (_, i) => ({ text: `line ${i}` })),
    });
    expect(long.toString('latin1')).toMatch(/\/Count [2-9]/);
    expectValidXref(long);
  });

  it.runIf(hasPdftotext())('opens in a real PDF reader with its text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-pdf-'));
    writeFileSync(join(dir, 'n.pdf'), pdf);
    const text = execFileSync('pdftotext', [join(dir, 'n.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain(din);
    expect(text).toContain('INCOME TAX DEPARTMENT');
  });
});

describe('wrapText', () => {
  it('wraps on word boundaries', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });
});
