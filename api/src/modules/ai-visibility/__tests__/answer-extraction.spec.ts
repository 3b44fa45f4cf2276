import { extractFromAnswer, firstOccurrence, presenceOf } from '../answer-extraction';

const acme = { name: 'Acme', aliases: ['Acme SEO', 'ACME Suite'], domains: ['acme.com'] };
const rival = { name: 'Rival', aliases: [], domains: ['rival.io'] };
const moz = { name: 'Moz', aliases: [], domains: ['moz.com'] };

describe('extraction from a stored answer', () => {
  it('finds a brand by any alias, case-insensitively, on word boundaries only', () => {
    expect(firstOccurrence('Try MOZ, or moz’s free tools', 'Moz')).toBe(4);
    expect(firstOccurrence('Mozilla is a browser', 'Moz')).toBeNull();
    expect(firstOccurrence('the acme suite does it', 'ACME Suite')).toBe(4);
    expect(firstOccurrence('Use Acme.', 'acme')).toBe(4);
    expect(firstOccurrence('Acmes are not Acme', '')).toBeNull();
  });

  it('ranks brands by where they are first named, counting each brand once whichever alias it is named by', () => {
    const text = 'Rival leads. Some prefer the ACME suite; Moz follows, and Acme again.';
    expect(extractFromAnswer({ text, citations: [] }, [acme, rival, moz]).mentions).toEqual([
      { brand: 'Rival', position: 1 },
      { brand: 'Acme', position: 2 },
      { brand: 'Moz', position: 3 },
    ]);
  });

  it('matches citations to brands by domain, subdomains included, and says mentioned, cited or both', () => {
    const extraction = extractFromAnswer(
      {
        text: 'Rival is the pick.',
        citations: [
          { domain: 'blog.acme.com' },
          { domain: 'rival.io' },
          { domain: 'notacme.com' },
        ],
      },
      [acme, rival, moz],
    );
    expect(extraction.cited).toEqual(['Acme', 'Rival']);
    expect(presenceOf(extraction, 'Rival')).toBe('both');
    expect(presenceOf(extraction, 'Acme')).toBe('cited');
    expect(presenceOf(extraction, 'Moz')).toBe('neither');
    expect(presenceOf(extractFromAnswer({ text: 'moz', citations: [] }, [moz]), 'Moz')).toBe('mentioned');
  });
});
