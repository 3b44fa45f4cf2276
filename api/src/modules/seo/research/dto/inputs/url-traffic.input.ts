import { z } from 'zod';
import { countryField, RESEARCH_DEFAULTS, urlField } from './research-fields';

/** REST only: GraphQL asks for a URL's traffic through runUrlAnalysis. */
export const urlTrafficSchema = z.object({ url: urlField, country: countryField(RESEARCH_DEFAULTS.country) });
