import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { requiredText } from '../../../../common/validation';
import { MAX_CONTENT_TEXT_LENGTH } from '../../../content/dto/inputs/content-score.input';

export const MAX_TITLE_LENGTH = 300;
export const MAX_META_DESCRIPTION_LENGTH = 300;

const metaDescription = z
  .string({ error: 'Meta description must be text.' })
  .trim()
  .max(MAX_META_DESCRIPTION_LENGTH, `Meta description must be at most ${MAX_META_DESCRIPTION_LENGTH} characters.`)
  .refine((value) => !value.includes('\n'), 'Meta description must be one line.')
  .nullish()
  .transform((value) => value || null);

const body = z
  .string({ error: 'Text is required.' })
  .max(MAX_CONTENT_TEXT_LENGTH, `Text must be at most ${MAX_CONTENT_TEXT_LENGTH} characters.`)
  .refine((value) => value.trim().length > 0, 'Text is required.');

/** GraphQL `updateArticle` and REST `PATCH /api/articles/:id`: the edited title, meta description and Markdown body. */
export const updateArticleSchema = z.object({
  title: requiredText('Title', MAX_TITLE_LENGTH),
  metaDescription,
  text: body,
});

/** GraphQL `articleScore` (a draft in the editor, scored against the article's target). */
export const articleDraftScoreSchema = z.object({
  title: z.string({ error: 'Title must be text.' }).trim().max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters.`).nullish(),
  metaDescription,
  text: z.string({ error: 'Text is required.' }).max(MAX_CONTENT_TEXT_LENGTH, `Text must be at most ${MAX_CONTENT_TEXT_LENGTH} characters.`),
});

@InputType()
export class UpdateArticleInput implements z.input<typeof updateArticleSchema> {
  @Field({ description: 'The page title (1-300 characters).' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'One line, at most 300 characters; empty removes it.' })
  metaDescription?: string | null;

  @Field({ description: 'The article in Markdown, without the META: line.' })
  text!: string;
}

@InputType()
export class ArticleDraftScoreInput implements z.input<typeof articleDraftScoreSchema> {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  metaDescription?: string | null;

  @Field({ description: 'The article in Markdown, without the META: line.' })
  text!: string;
}
