/** ISO 3166-1 alpha-2 (the tracker's serpCountry) to alpha-3 lower case (Search Console's country dimension). */
const ALPHA3: Record<string, string> = {
  us: 'usa', gb: 'gbr', uk: 'gbr', de: 'deu', fr: 'fra', es: 'esp', it: 'ita', nl: 'nld', be: 'bel', at: 'aut', ch: 'che', se: 'swe', no: 'nor',
  dk: 'dnk', fi: 'fin', ie: 'irl', pt: 'prt', pl: 'pol', cz: 'cze', gr: 'grc', hu: 'hun', ro: 'rou', bg: 'bgr', hr: 'hrv', sk: 'svk', si: 'svn',
  ca: 'can', mx: 'mex', br: 'bra', ar: 'arg', cl: 'chl', co: 'col', pe: 'per', au: 'aus', nz: 'nzl', in: 'ind', jp: 'jpn', kr: 'kor', cn: 'chn',
  hk: 'hkg', tw: 'twn', sg: 'sgp', my: 'mys', th: 'tha', id: 'idn', ph: 'phl', vn: 'vnm', za: 'zaf', ng: 'nga', eg: 'egy', ke: 'ken', ma: 'mar',
  ae: 'are', sa: 'sau', il: 'isr', tr: 'tur', ru: 'rus', ua: 'ukr', pk: 'pak', bd: 'bgd', lt: 'ltu', lv: 'lva', ee: 'est', lu: 'lux', is: 'isl',
};

/** The alpha-3 code Search Console uses for a two-letter country; an unknown code passes through lower-cased. */
export function searchConsoleCountry(alpha2: string): string {
  const code = alpha2.trim().toLowerCase();
  return ALPHA3[code] ?? code;
}
