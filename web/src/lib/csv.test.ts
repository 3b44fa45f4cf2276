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

  it('quotes a lone carriage return or line feed, and writes numbers and booleans as they read', () => {
    expect(toCsv(['a', 'b', 'c'], [['cr\ronly', 'lf\nonly', ''], [-0.5, true, false], [1e21, 0, 'é ✓']])).toBe(
      'a,b,c\r\n"cr\ronly","lf\nonly",\r\n-0.5,true,false\r\n1e+21,0,é ✓\r\n',
    );
  });

  it('neutralises a formula start before quoting, and leaves a negative number a number', () => {
    expect(toCsv(['a', 'b', 'c'], [['\tx', '\r1', '-1,5'], [-1, '-', 'a=b']])).toBe('a,b,c\r\n\'\tx,"\'\r1","\'-1,5"\r\n-1,\'-,a=b\r\n');
  });

  it('also neutralises the full-width formula signs some spreadsheets read as formulas', () => {
    expect(toCsv(['a'], [['\uFF1D1+1'], ['\uFF0B1'], ['\uFF0D1'], ['\uFF20A1']]).split('\r\n').slice(1, -1)).toEqual(["'\uFF1D1+1", "'\uFF0B1", "'\uFF0D1", "'\uFF20A1"]);
  });

  it('starts with the header, with no byte order mark', () => {
    expect(toCsv(['name'], []).charCodeAt(0)).toBe('n'.charCodeAt(0));
    expect(toCsv(['name'], [])).toBe('name\r\n');
  });
});
