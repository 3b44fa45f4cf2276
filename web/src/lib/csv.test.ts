import { toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, with CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [['x, y', 'say "hi"'], ['line\nbreak', 3]])).toBe('a,b\r\n"x, y","say ""hi"""\r\n"line\nbreak",3\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    const csv = toCsv(['cell'], [['=HYPERLINK("http://evil")'], ['+1'], ['-2+3'], ['@SUM(A1)'], ['plain'], [-5]]);
    expect(csv.split('\r\n').slice(1, -1)).toEqual(['"\'=HYPERLINK(""http://evil"")"', "'+1", "'-2+3", "'@SUM(A1)", 'plain', '-5']);
  });

  it('leaves missing values empty', () => {
    expect(toCsv(['a', 'b'], [[null, undefined]])).toBe('a,b\r\n,\r\n');
  });
});
