import { registerEnumType } from 'type-graphql';

/** The kinds of credit a plan allows per period. Stored values are the enum's values. */
export enum CreditKind {
  TRACKING = 'tracking',
  KEYWORD_SEARCHES = 'keyword_searches',
  ARTICLES = 'articles',
  CONTENT_BRIEFS = 'content_briefs',
  /** One AI answer: one prompt asked once of one surface. */
  AI_ANSWERS = 'ai_answers',
}
registerEnumType(CreditKind, { name: 'CreditKind', description: 'What a credit pays for: tracker keyword checks, keyword searches, AI articles, content briefs or AI answers (AI visibility samples).' });
