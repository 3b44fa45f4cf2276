// The SERP filter choices shared by the tracker's create form and the SEO analysis screens (spec §2:
// about 100 languages, about 240 countries, about 14 locations, six date ranges). Names come from the
// browser's Intl data, so only the codes are kept here.

export interface SerpOption {
  value: string;
  label: string;
}

/**
 * Google's `hl` interface-language codes, one per language; `iw` (Hebrew), `jw` (Javanese) and `tl`
 * (Filipino) are Google's own spellings.
 */
const LANGUAGE_CODES = [
  'af', 'ak', 'am', 'ar', 'az', 'be', 'bg', 'bn', 'bs', 'ca', 'ceb', 'co', 'cs', 'cy', 'da', 'de', 'el', 'en',
  'eo', 'es', 'et', 'eu', 'fa', 'fi', 'fo', 'fr', 'fy', 'ga', 'gd', 'gl', 'gn', 'gu', 'ha', 'haw', 'hi',
  'hmn', 'hr', 'ht', 'hu', 'hy', 'id', 'ig', 'is', 'it', 'iw', 'ja', 'jw', 'ka', 'kk', 'km', 'kn', 'ko', 'ku',
  'ky', 'la', 'lb', 'lg', 'ln', 'lo', 'lt', 'lv', 'mg', 'mi', 'mk', 'ml', 'mn', 'mr', 'ms', 'mt', 'my', 'ne',
  'nl', 'no', 'ny', 'om', 'or', 'pa', 'pl', 'ps', 'pt-br', 'pt-pt', 'qu', 'rm', 'ro', 'ru', 'rw', 'sd', 'si',
  'sk', 'sl', 'sm', 'sn', 'so', 'sq', 'sr', 'st', 'su', 'sv', 'sw', 'ta', 'te', 'tg', 'th', 'ti', 'tk', 'tl',
  'tr', 'tt', 'ug', 'uk', 'ur', 'uz', 'vi', 'wo', 'xh', 'yi', 'yo', 'zh-cn', 'zh-tw', 'zu',
];

/** Where Intl's name would mislead: Google's zh-cn / zh-tw select a script, not a country. */
const LANGUAGE_NAME_OVERRIDES: Record<string, string> = {
  'zh-cn': 'Chinese (Simplified)',
  'zh-tw': 'Chinese (Traditional)',
};

/** ISO 3166-1 alpha-2 codes, lower-case as the SERP `gl` parameter takes them. */
const COUNTRY_CODES = [
  'ad', 'ae', 'af', 'ag', 'ai', 'al', 'am', 'ao', 'aq', 'ar', 'as', 'at', 'au', 'aw', 'ax', 'az', 'ba', 'bb',
  'bd', 'be', 'bf', 'bg', 'bh', 'bi', 'bj', 'bl', 'bm', 'bn', 'bo', 'bq', 'br', 'bs', 'bt', 'bv', 'bw', 'by',
  'bz', 'ca', 'cc', 'cd', 'cf', 'cg', 'ch', 'ci', 'ck', 'cl', 'cm', 'cn', 'co', 'cr', 'cu', 'cv', 'cw', 'cx',
  'cy', 'cz', 'de', 'dj', 'dk', 'dm', 'do', 'dz', 'ec', 'ee', 'eg', 'eh', 'er', 'es', 'et', 'fi', 'fj', 'fk',
  'fm', 'fo', 'fr', 'ga', 'gb', 'gd', 'ge', 'gf', 'gg', 'gh', 'gi', 'gl', 'gm', 'gn', 'gp', 'gq', 'gr', 'gs',
  'gt', 'gu', 'gw', 'gy', 'hk', 'hm', 'hn', 'hr', 'ht', 'hu', 'id', 'ie', 'il', 'im', 'in', 'io', 'iq', 'ir',
  'is', 'it', 'je', 'jm', 'jo', 'jp', 'ke', 'kg', 'kh', 'ki', 'km', 'kn', 'kp', 'kr', 'kw', 'ky', 'kz', 'la',
  'lb', 'lc', 'li', 'lk', 'lr', 'ls', 'lt', 'lu', 'lv', 'ly', 'ma', 'mc', 'md', 'me', 'mf', 'mg', 'mh', 'mk',
  'ml', 'mm', 'mn', 'mo', 'mp', 'mq', 'mr', 'ms', 'mt', 'mu', 'mv', 'mw', 'mx', 'my', 'mz', 'na', 'nc', 'ne',
  'nf', 'ng', 'ni', 'nl', 'no', 'np', 'nr', 'nu', 'nz', 'om', 'pa', 'pe', 'pf', 'pg', 'ph', 'pk', 'pl', 'pm',
  'pn', 'pr', 'ps', 'pt', 'pw', 'py', 'qa', 're', 'ro', 'rs', 'ru', 'rw', 'sa', 'sb', 'sc', 'sd', 'se', 'sg',
  'sh', 'si', 'sj', 'sk', 'sl', 'sm', 'sn', 'so', 'sr', 'ss', 'st', 'sv', 'sx', 'sy', 'sz', 'tc', 'td', 'tf',
  'tg', 'th', 'tj', 'tk', 'tl', 'tm', 'tn', 'to', 'tr', 'tt', 'tv', 'tw', 'tz', 'ua', 'ug', 'um', 'us', 'uy',
  'uz', 'va', 'vc', 've', 'vg', 'vi', 'vn', 'vu', 'wf', 'ws', 'xk', 'ye', 'yt', 'za', 'zm', 'zw',
];

export function namedOptions(codes: string[], type: 'language' | 'region', overrides: Record<string, string> = {}): SerpOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['en'], { type });
  } catch {
    // Very old browsers lack Intl.DisplayNames; the codes alone still work.
  }
  const nameOf = (code: string) => {
    if (overrides[code]) return overrides[code];
    try {
      return names?.of(type === 'region' ? code.toUpperCase() : code) ?? code;
    } catch {
      return code;
    }
  };
  return codes
    .map((code) => ({ value: code, label: nameOf(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

export const LANGUAGE_OPTIONS: SerpOption[] = namedOptions(LANGUAGE_CODES, 'language', LANGUAGE_NAME_OVERRIDES);
export const COUNTRY_OPTIONS: SerpOption[] = namedOptions(COUNTRY_CODES, 'region');

/** Canonical location names as SERP providers accept them. */
export const LOCATION_OPTIONS: string[] = [
  'New York, New York, United States',
  'Los Angeles, California, United States',
  'Chicago, Illinois, United States',
  'Houston, Texas, United States',
  'San Francisco, California, United States',
  'Miami, Florida, United States',
  'Seattle, Washington, United States',
  'London, England, United Kingdom',
  'Manchester, England, United Kingdom',
  'Toronto, Ontario, Canada',
  'Sydney, New South Wales, Australia',
  'Berlin, Berlin, Germany',
  'Paris, Ile-de-France, France',
  'Mumbai, Maharashtra, India',
];

export type SerpDateRange = 'h' | 'd' | 'w' | 'm' | 'y';

export const DATE_RANGE_OPTIONS: { value: SerpDateRange; label: string }[] = [
  { value: 'h', label: 'Past hour' },
  { value: 'd', label: 'Past 24 hours' },
  { value: 'w', label: 'Past week' },
  { value: 'm', label: 'Past month' },
  { value: 'y', label: 'Past year' },
];
