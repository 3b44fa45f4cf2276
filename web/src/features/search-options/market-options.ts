import { namedOptions, type SerpOption } from './serp-options';

// Country codes are lower-case ISO 3166-1 alpha-2 (gb for the United Kingdom); "global" means no
// country (spec §9). Vendor adapters translate to their own spellings.
export const GLOBAL_MARKET = 'global';

/** Markets with their own organic-search data, for URL analysis (spec §2: about 75, global first). */
const MARKET_CODES = [
  'us', 'gb', 'ca', 'au', 'nz', 'ie', 'za', 'in', 'de', 'at', 'ch', 'fr', 'be', 'nl', 'lu', 'es', 'pt', 'it',
  'dk', 'se', 'no', 'fi', 'is', 'pl', 'cz', 'sk', 'hu', 'ro', 'bg', 'gr', 'hr', 'si', 'rs', 'ee', 'lv', 'lt',
  'ua', 'tr', 'il', 'ae', 'sa', 'qa', 'kw', 'eg', 'ma', 'ng', 'ke', 'br', 'mx', 'ar', 'cl', 'co', 'pe', 've',
  'ec', 'uy', 'cr', 'pa', 'do', 'jp', 'kr', 'cn', 'hk', 'tw', 'sg', 'my', 'id', 'th', 'vn', 'ph', 'pk', 'bd',
  'lk', 'cy',
];

export const MARKET_OPTIONS: SerpOption[] = [{ value: GLOBAL_MARKET, label: 'Global' }, ...namedOptions(MARKET_CODES, 'region')];

/** The eight markets of the domain traffic tool (spec §2), in the spec's order. */
export const TRAFFIC_COUNTRY_OPTIONS: SerpOption[] = [
  { value: GLOBAL_MARKET, label: 'Global' },
  { value: 'au', label: 'Australia' },
  { value: 'ca', label: 'Canada' },
  { value: 'in', label: 'India' },
  { value: 'nz', label: 'New Zealand' },
  { value: 'za', label: 'South Africa' },
  { value: 'gb', label: 'United Kingdom' },
  { value: 'us', label: 'United States' },
];
