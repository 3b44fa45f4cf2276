import { registerEnumType } from 'type-graphql';
import type { SerpFeatureType } from '../../../seo/serp/serp-provider';

/** The blocks of a results page besides the organic list, as a GraphQL enum. */
export const SerpFeature: { [feature in SerpFeatureType]: feature } = {
  featured_snippet: 'featured_snippet',
  people_also_ask: 'people_also_ask',
  local_pack: 'local_pack',
  ai_overview: 'ai_overview',
  video: 'video',
  images: 'images',
  top_stories: 'top_stories',
  shopping: 'shopping',
};
registerEnumType(SerpFeature, { name: 'SerpFeature', description: 'A block of the results page besides the organic list.' });
