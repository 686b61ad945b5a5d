import { describe, expect, it } from 'vitest';
import { toCsv } from './report-csv';

describe('toCsv', () => {
  it('quotes and guards cells', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 2],
          ['=SUM(A1)', 'say "hi"'],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n"x,y",2\r\n\'=SUM(A1),"say ""hi"""\r\n');
  });

  it('guards a formula behind a tab or carriage return, as the server exports do', () => {
    expect(toCsv(['a'], [['\t=cmd|calc'], ['\r@SUM(A1)']])).toBe(
      `\uFEFFa\r\n'\t=cmd|calc\r\n"'\r@SUM(A1)"\r\n`,
    );
  });
});
