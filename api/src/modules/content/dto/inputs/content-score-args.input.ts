import { ArgsType, Field, ID } from 'type-graphql';

/** GraphQL arguments of `contentScore`; validated by `contentScoreSchema` in the service, as REST is. */
@ArgsType()
export class ContentScoreArgs {
  @Field(() => String, { nullable: true, description: 'Required unless briefId is given.' }) keyword?: string | null;
  @Field(() => ID, { nullable: true, description: 'Score against this content brief (its terms, ranges and keyword).' }) briefId?: string | null;
  @Field({ description: 'The article in Markdown.' }) text!: string;
  @Field(() => String, { nullable: true, description: 'The page title when it differs from the H1.' }) title?: string | null;
  @Field(() => String, { nullable: true }) metaDescription?: string | null;
}
