import { registerEnumType } from 'type-graphql';
import type { SerpDevice } from '../../../seo/serp/serp-provider';

/** The devices a search is made from, as a GraphQL enum. */
export const Device: { [device in SerpDevice]: device } = { desktop: 'desktop', mobile: 'mobile' };
registerEnumType(Device, { name: 'Device', description: 'Each device is its own search and credit.' });
