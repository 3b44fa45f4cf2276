import { ArgsType, Field } from 'type-graphql';

/** GraphQL arguments of `contentScore`; validated by `contentScoreSchema` in the service, as REST is. */
@ArgsType()
export class ContentScoreArgs {
  @Field() keyword!: string;
  @Field({ description: 'The article in Markdown.' }) text!: string;
  @Field(() => String, { nullable: true, description: 'The page title when it differs from the H1.' }) title?: string | null;
  @Field(() => String, { nullable: true }) metaDescription?: string | null;
}
