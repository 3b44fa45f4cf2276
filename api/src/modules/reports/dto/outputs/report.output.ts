import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BrandKitService } from '../../brand-kit.service';
import type { BrandKit } from '../../brand-kit.entity';
import type { ReportSection } from '../../report-sections';
import { PaperSize, type Report, type ReportShareLink } from '../../report.entity';

@ObjectType()
export class ReportSectionOutput {
  @Field()
  kind!: string;

  @Field(() => String, { nullable: true })
  instanceId!: string | null;

  @Field(() => String, { nullable: true })
  domain!: string | null;

  @Field(() => String, { nullable: true })
  savedAnalysisId!: string | null;

  @Field(() => String, { nullable: true })
  text!: string | null;
}

@ObjectType()
export class ReportRangeOutput {
  @Field()
  preset!: string;

  @Field(() => String, { nullable: true })
  from!: string | null;

  @Field(() => String, { nullable: true })
  to!: string | null;
}

@ObjectType()
export class ReportOutput {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  client!: string;

  @Field(() => [ReportSectionOutput])
  sections!: ReportSectionOutput[];

  @Field(() => ReportRangeOutput)
  range!: ReportRangeOutput;

  @Field(() => PaperSize)
  paperSize!: PaperSize;

  @Field(() => Date, { nullable: true, description: 'When the report’s data was last built; every output shows that data.' })
  builtAt!: Date | null;

  @Field()
  createdAt!: Date;
}

@ObjectType()
export class ShareLinkOutput {
  @Field(() => ID)
  id!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => Int)
  openCount!: number;

  @Field(() => Date, { nullable: true })
  lastOpenedAt!: Date | null;
}

@ObjectType()
export class CreatedShareLink {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Opens the report without signing in. Shown once: only a hash of it is kept.' })
  url!: string;

  @Field(() => ShareLinkOutput)
  link!: ShareLinkOutput;
}

@ObjectType()
export class BrandKitOutput {
  @Field()
  agencyName!: string;

  @Field()
  primaryColor!: string;

  @Field()
  accentColor!: string;

  @Field()
  footerText!: string;

  @Field()
  hideRankcraftBranding!: boolean;

  @Field()
  hasLogo!: boolean;

  @Field(() => [String], { description: 'Contrast problems of the chosen colours (WCAG AA, 4.5:1); empty when text reads well.' })
  contrastWarnings!: string[];
}

export function toReportOutput(report: Report): ReportOutput {
  return {
    id: report.id,
    name: report.name,
    client: report.client,
    sections: report.sections.map(toSectionOutput),
    range: report.range,
    paperSize: report.paperSize,
    builtAt: report.snapshotAt,
    createdAt: report.createdAt,
  };
}

function toSectionOutput(section: ReportSection): ReportSectionOutput {
  return {
    kind: section.kind,
    instanceId: 'instanceId' in section ? section.instanceId : null,
    domain: 'domain' in section ? section.domain : null,
    savedAnalysisId: 'savedAnalysisId' in section ? section.savedAnalysisId : null,
    text: 'text' in section ? section.text : null,
  };
}

export function toShareLinkOutput(link: ReportShareLink): ShareLinkOutput {
  return { id: link.id, createdAt: link.createdAt, expiresAt: link.expiresAt, revokedAt: link.revokedAt, openCount: link.openCount, lastOpenedAt: link.lastOpenedAt };
}

export function toBrandKitOutput(kit: BrandKit): BrandKitOutput {
  return {
    agencyName: kit.agencyName,
    primaryColor: kit.primaryColor,
    accentColor: kit.accentColor,
    footerText: kit.footerText,
    hideRankcraftBranding: kit.hideRankcraftBranding,
    hasLogo: kit.logoContentType !== null,
    contrastWarnings: BrandKitService.warnings(kit),
  };
}
