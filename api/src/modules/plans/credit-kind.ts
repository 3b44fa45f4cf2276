import { registerEnumType } from 'type-graphql';

/** The kinds of credit a plan allows per period. Stored values are the enum's values. */
export enum CreditKind {
  TRACKING = 'tracking',
  KEYWORD_SEARCHES = 'keyword_searches',
  ARTICLES = 'articles',
  CONTENT_BRIEFS = 'content_briefs',
}
registerEnumType(CreditKind, { name: 'CreditKind', description: 'What a credit pays for: tracker keyword checks, keyword searches, AI articles or content briefs.' });
