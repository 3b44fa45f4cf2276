import { Migration } from '@mikro-orm/migrations';

export class Migration20261124180000_editor extends Migration {
  override async up(): Promise<void> {
    // An article's content score (0-100) against its target (the keyword alone, or a content brief),
    // and the score of its draft and of each revision when the generator optimised it.
    this.addSql('alter table articles add column content_score smallint null, add column score_target varchar(16) null, add column score_history jsonb null, add column brief_id uuid null;');
    // Generation options per article, the scores of its versions so far, and the latest revision's text.
    this.addSql(
      "alter table article_drafts add column brief_id uuid null, add column optimise boolean not null default false, add column scores jsonb not null default '[]', add column revised_text text null, add column revising boolean not null default false;",
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table article_drafts drop column brief_id, drop column optimise, drop column scores, drop column revised_text, drop column revising;');
    this.addSql('alter table articles drop column content_score, drop column score_target, drop column score_history, drop column brief_id;');
  }
}
