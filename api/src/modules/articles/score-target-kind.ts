import { registerEnumType } from 'type-graphql';

/** What an article's content score is measured against: the keyword alone, or a content brief. */
export enum ScoreTargetKind {
  KEYWORD = 'KEYWORD',
  BRIEF = 'BRIEF',
}
registerEnumType(ScoreTargetKind, { name: 'ScoreTargetKind' });
