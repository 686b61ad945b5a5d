import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-cell';

describe('csvCell', () => {
  it('turns every formula lead into text', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${lead}HYPERLINK("x")`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text and empty values alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('AAAPA1111A')).toBe('AAAPA1111A');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvLine(['x', 2, '=A1'])).toBe("x,2,'=A1\r\n");
  });
});
