import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BrandKitService, type BrandKitInUse } from '../../brand-kit.service';
import type { ReportSection } from '../../report-sections';
import { DeliveryFrequency, PaperSize, type Report, type ReportShareLink } from '../../report.entity';
import { DeliveryStatus, type ReportDelivery } from '../../report-delivery.entity';
import { registerEnumType } from 'type-graphql';
import { Job } from '../../../jobs/job.entity';
import type { RenderStart } from '../../report-render.service';
import { nextDeliveryOf, pausedReasonOf } from '../../report-next-delivery';

registerEnumType(DeliveryStatus, { name: 'ReportDeliveryStatus' });

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

  @Field(() => String, { nullable: true, description: 'The AI visibility project of an AI visibility section.' })
  projectId!: string | null;
}

@ObjectType()
export class ReportRangeOutput {
  @Field()
  preset!: string;

  @Field(() => String, { nullable: true })
  from!: string | null;

  @Field(() => String, { nullable: true })
  to!: string | null;

  @Field({ description: 'IANA time zone whose days the range counts.' })
  timeZone!: string;
}

@ObjectType()
export class ReportScheduleOutput {
  @Field(() => DeliveryFrequency)
  frequency!: DeliveryFrequency;

  @Field(() => Int, { description: 'Weekly: 1 (Monday) to 7 (Sunday); monthly: 1 to 28.' })
  day!: number;

  @Field()
  time!: string;

  @Field()
  timeZone!: string;

  @Field(() => Date, { nullable: true, description: 'The next scheduled delivery, computed as the scheduler computes it (in-process and Temporal alike); null while paused.' })
  nextDeliveryAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the schedule sends nothing (e.g. no recipients); null while it delivers.' })
  pausedReason!: string | null;
}

@ObjectType()
export class ReportDeliveryOutput {
  @Field(() => ID)
  id!: string;

  @Field()
  createdAt!: Date;

  @Field(() => [String])
  recipients!: string[];

  @Field(() => DeliveryStatus)
  status!: DeliveryStatus;

  @Field(() => Int)
  attempts!: number;

  @Field(() => String, { nullable: true })
  error!: string | null;

  @Field(() => Date, { nullable: true })
  deliveredAt!: Date | null;

  @Field({ description: 'Sent by the schedule (false: "send now").' })
  scheduled!: boolean;
}

@ObjectType()
export class ReportOutput {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  client!: string;

  @Field(() => ID, { nullable: true, description: 'The client of the workspace it is grouped under (`client` is the name printed on it).' })
  clientId!: string | null;

  @Field(() => [ReportSectionOutput])
  sections!: ReportSectionOutput[];

  @Field(() => ReportRangeOutput)
  range!: ReportRangeOutput;

  @Field(() => PaperSize)
  paperSize!: PaperSize;

  @Field(() => ID, { nullable: true, description: 'The brand kit the report is shown in (and emailed with); null: your default kit.' })
  brandKitId!: string | null;

  @Field({ description: 'Whether the report opens with a cover page.' })
  coverPage!: boolean;

  @Field(() => Date, { nullable: true, description: 'When the report’s data was last built; every output shows that data.' })
  builtAt!: Date | null;

  @Field()
  createdAt!: Date;

  @Field(() => ReportScheduleOutput, { nullable: true, description: 'Scheduled delivery (Agency); null when off.' })
  schedule!: ReportScheduleOutput | null;

  @Field(() => [String])
  recipients!: string[];
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

@ObjectType({ description: 'A report’s PDF: ready to download, or the job rendering it (follow it with jobUpdated).' })
export class ReportPdfRender {
  @Field({ description: 'True when the PDF is stored: GET /api/reports/:id/pdf answers at once.' })
  ready!: boolean;

  @Field(() => Job, { nullable: true })
  job!: Job | null;
}

export function toPdfRenderOutput(start: RenderStart): ReportPdfRender {
  return { ready: start.render !== null, job: start.job };
}

@ObjectType()
export class BrandKitOutput {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: 'The kit reports use unless they choose another.' })
  isDefault!: boolean;

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

  @Field(() => [String], { description: 'The reports shown in this kit: those that chose it, and for the default kit those that chose none.' })
  reportNames!: string[];
}

export function toReportOutput(report: Report): ReportOutput {
  return {
    id: report.id,
    name: report.name,
    client: report.client,
    sections: report.sections.map(toSectionOutput),
    range: { ...report.range, timeZone: report.range.timeZone ?? 'UTC' },
    paperSize: report.paperSize,
    brandKitId: report.brandKitId,
    clientId: report.clientId,
    coverPage: report.coverPage,
    builtAt: report.snapshotAt,
    createdAt: report.createdAt,
    schedule:
      report.scheduleFrequency && report.scheduleDay !== null && report.scheduleTime && report.scheduleTimeZone
        ? { frequency: report.scheduleFrequency, day: report.scheduleDay, time: report.scheduleTime, timeZone: report.scheduleTimeZone, nextDeliveryAt: nextDeliveryOf(report), pausedReason: pausedReasonOf(report) }
        : null,
    recipients: report.recipients,
  };
}

export function toDeliveryOutput(delivery: ReportDelivery): ReportDeliveryOutput {
  return {
    id: delivery.id,
    createdAt: delivery.createdAt,
    recipients: delivery.recipients,
    status: delivery.status,
    attempts: delivery.attempts,
    error: delivery.error,
    deliveredAt: delivery.deliveredAt,
    scheduled: delivery.slotKey.startsWith('schedule:'),
  };
}

function toSectionOutput(section: ReportSection): ReportSectionOutput {
  return {
    kind: section.kind,
    instanceId: 'instanceId' in section ? section.instanceId : null,
    domain: 'domain' in section ? section.domain : null,
    savedAnalysisId: 'savedAnalysisId' in section ? section.savedAnalysisId : null,
    text: 'text' in section ? section.text : null,
    projectId: 'projectId' in section ? section.projectId : null,
  };
}

export function toShareLinkOutput(link: ReportShareLink): ShareLinkOutput {
  return { id: link.id, createdAt: link.createdAt, expiresAt: link.expiresAt, revokedAt: link.revokedAt, openCount: link.openCount, lastOpenedAt: link.lastOpenedAt };
}

export function toBrandKitOutput({ kit, reportNames }: BrandKitInUse): BrandKitOutput {
  return {
    id: kit.id,
    name: kit.name,
    isDefault: kit.isDefault,
    agencyName: kit.agencyName,
    primaryColor: kit.primaryColor,
    accentColor: kit.accentColor,
    footerText: kit.footerText,
    hideRankcraftBranding: kit.hideRankcraftBranding,
    hasLogo: kit.logoContentType !== null,
    contrastWarnings: BrandKitService.warnings(kit),
    reportNames,
  };
}
