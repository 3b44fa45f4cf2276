import { generalForm, isCountSingular, isPlural, pluralize, titleCase } from '../english';

describe('English helpers for generated text', () => {
  it('tells plurals from singulars by the head word', () => {
    for (const phrase of ['seo tools', 'organic coffee beans', 'running shoes', 'children', 'glasses']) expect(isPlural(phrase)).toBe(true);
    for (const phrase of ['sourdough bread', 'family run bakery', 'small business', 'news', 'analytics', 'hummus', 'bus']) expect(isPlural(phrase)).toBe(false);
  });

  it('takes trades, places and everyday objects for count nouns and unknown words for mass nouns', () => {
    for (const phrase of ['family run bakery', 'plumber', 'dentist', 'electrician', 'coffee shop', 'espresso machine']) expect(isCountSingular(phrase)).toBe(true);
    for (const phrase of ['sourdough bread', 'organic coffee', 'seo', 'drinking water', 'leather', 'seo tools']) expect(isCountSingular(phrase)).toBe(false);
  });

  it('makes plurals and the general form of a topic', () => {
    expect(pluralize('family run bakery')).toBe('family run bakeries');
    expect(pluralize('coffee shop')).toBe('coffee shops');
    expect(pluralize('lunch box')).toBe('lunch boxes');
    expect(pluralize('bread knife')).toBe('bread knives');
    expect(pluralize('day')).toBe('days');
    expect(generalForm('family run bakery')).toBe('family run bakeries');
    expect(generalForm('sourdough bread')).toBe('sourdough bread');
    expect(generalForm('seo tools')).toBe('seo tools');
  });

  it('title-cases headings with minor words in lower case and acronyms in capitals', () => {
    expect(titleCase('how to choose the right seo tools')).toBe('How to Choose the Right SEO Tools');
    expect(titleCase('sourdough bread near me')).toBe('Sourdough Bread Near Me');
    expect(titleCase('the basics of diy')).toBe('The Basics of DIY');
  });
});
