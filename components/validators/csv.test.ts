import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and newlines', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell("-2+cmd|' /C calc'!A0")).toMatch(/^"?'-2/);
    expect(csvCell('-2')).toBe('-2'); // an exact integer stays a number
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('NodeID-abc')).toBe('NodeID-abc');
  });

  it('writes numbers and bigints exactly and leaves missing values empty', () => {
    expect(toCsv(['a', 'b', 'c'], [[18446744073709551615n, -3, null]])).toBe('a,b,c\r\n18446744073709551615,-3,\r\n');
  });
});
