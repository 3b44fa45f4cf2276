import { registerEnumType } from 'type-graphql';

/** Where a generation's keywords came from: a business description, a competitor domain or seed keywords. */
export enum ArticleFlow {
  BUSINESS = 'BUSINESS',
  DOMAIN = 'DOMAIN',
  KEYWORD = 'KEYWORD',
}
registerEnumType(ArticleFlow, { name: 'ArticleFlow' });
