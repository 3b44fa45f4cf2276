import { Field, Int, ObjectType } from 'type-graphql';
import type { SerpDevice } from '../../../seo/serp/serp-provider';
import type { ImportLineStatus } from '../../keyword-import';
import { Device } from './device.output';

@ObjectType('TrackedKeyword')
export class TrackedKeywordOutput {
  @Field()
  keyword!: string;

  @Field(() => [String])
  tags!: string[];

  @Field(() => String, { nullable: true })
  targetUrl!: string | null;

  @Field(() => Device, { nullable: true, description: 'null: the instance’s devices.' })
  device!: SerpDevice | null;
}

@ObjectType('KeywordImportLine')
export class KeywordImportLineOutput extends TrackedKeywordOutput {
  @Field(() => Int)
  line!: number;

  @Field(() => String, { description: 'new, update, duplicate or invalid.' })
  status!: ImportLineStatus;

  @Field(() => String, { nullable: true, description: 'Why the line is invalid, or which line it repeats.' })
  message!: string | null;
}

@ObjectType('KeywordImportPreview')
export class KeywordImportPreviewOutput {
  @Field(() => [KeywordImportLineOutput], { description: 'The first sampleLines lines of each status (new, update, duplicate, invalid), in file order; the counts cover every line.' })
  lines!: KeywordImportLineOutput[];

  @Field(() => Int, { description: 'How many lines of each status `lines` shows at most.' })
  sampleLines!: number;

  @Field(() => Int)
  added!: number;

  @Field(() => Int)
  updated!: number;

  @Field(() => Int)
  duplicates!: number;

  @Field(() => Int)
  invalid!: number;

  @Field(() => Int, { description: 'Keywords the instance would hold after saving.' })
  keywordsAfter!: number;

  @Field(() => Int)
  keywordLimit!: number;

  @Field(() => String, { nullable: true, description: 'Why saving would be refused, or null.' })
  problem!: string | null;
}

@ObjectType('KeywordImportResult')
export class KeywordImportResultOutput {
  @Field(() => Int)
  added!: number;

  @Field(() => Int)
  updated!: number;

  @Field(() => Int, { description: 'Invalid and repeated lines.' })
  skipped!: number;
}

@ObjectType('KeywordTag')
export class KeywordTagOutput {
  @Field()
  tag!: string;

  @Field(() => Int)
  keywords!: number;
}
