import { csvLines } from '../csv';

describe('csvLines', () => {
  it('makes every cell a spreadsheet would run as a formula plain text, in the header row as in data rows', () => {
    const starts = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];
    const cells = starts.map((start) => `${start}1+1`);
    expect(csvLines([cells, cells])).toBe(`${["'=1+1", "'+1+1", "'-1+1", "'@1+1", "'\t1+1", `"'\r1+1"`, "'\uFF1D1+1", "'\uFF0B1+1", "'\uFF0D1+1", "'\uFF201+1"].join(',')}\n`.repeat(2));
  });

  it('leaves numbers numbers, a sign inside text alone and a missing value empty', () => {
    expect(csvLines([[-5, 'a=b', null, 0]])).toBe('-5,a=b,,0\n');
  });
});
