import { Entity, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';
import type { AiSurface } from './engines/ai-answer-engine';
import { scheduleOfProject, type AiRunSchedule, type AiScheduleFrequency } from './ai-visibility-schedule';

/** A brand as answers name it (any alias) and as citations point to it (any of its domains, subdomains included). */
export interface AiBrand {
  name: string;
  aliases: string[];
  /** Normalised: lower case, no scheme, no www., no path. */
  domains: string[];
}

export interface AiPrompt {
  text: string;
  tags: string[];
}

/** What a project measures: its brand and competitors in the answers of the chosen surfaces to its prompts. */
@Entity({ tableName: 'ai_visibility_projects' })
@Index({ properties: ['workspaceId', 'createdAt'] })
export class AiVisibilityProject extends BaseEntity<'clientId' | 'schedule' | 'scheduleFrequency' | 'scheduleWeekday' | 'scheduleHour' | 'scheduleTimeZone' | 'nextRunAt'> {
  @Property({ type: 'uuid' })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  /** The client of the workspace it is grouped under, if any: that client's viewers read it, that client's budgets cap its runs. */
  @Property({ type: 'uuid', nullable: true })
  clientId: string | null = null;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'json' })
  brand!: AiBrand;

  @Property({ type: 'json' })
  competitors!: AiBrand[];

  @Property({ type: 'json' })
  prompts!: AiPrompt[];

  /** Lower-case two-letter country. */
  @Property({ type: 'string', length: 2 })
  country!: string;

  @Property({ type: 'string', length: 8 })
  language!: string;

  @Property({ type: 'json' })
  surfaces!: AiSurface[];

  /** How many times each prompt is asked of each surface per run. */
  @Property({ type: 'smallint' })
  samples!: number;

  /** Runs started on their own: never, every day, or every week on scheduleWeekday; at scheduleHour in scheduleTimeZone. */
  @Property({ type: 'text' })
  scheduleFrequency: AiScheduleFrequency = 'off';

  /** 1 (Monday) to 7 (Sunday), for a weekly schedule. */
  @Property({ type: 'smallint' })
  scheduleWeekday = 1;

  /** 0 to 23, on the hour. */
  @Property({ type: 'smallint' })
  scheduleHour = 9;

  /** The IANA zone the hour is read in (the user's). */
  @Property({ type: 'string', length: 64 })
  scheduleTimeZone = 'UTC';

  /** The next scheduled slot, null when the schedule is off; the in-process scheduler claims it when due. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  nextRunAt: Date | null = null;

  /** The schedule's fields as one value (not stored: read from the columns above). */
  get schedule(): AiRunSchedule {
    return scheduleOfProject(this);
  }
}
