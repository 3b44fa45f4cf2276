import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import type { SerpDevice } from '../seo/serp/serp-provider';

/** The default of TrackingInstance.searchConsoleFlagPlaces. */
export const SEARCH_CONSOLE_FLAG_PLACES = 5;

export enum TrackingFrequency {
  daily = 'daily',
  weekly = 'weekly',
  monthly = 'monthly',
}
registerEnumType(TrackingFrequency, { name: 'TrackingFrequency', description: 'Weekly runs on Mondays, monthly on the 1st.' });

export interface Competitor {
  domain: string;
  companyName: string;
}

/** A keyword list tracked for the owner's domain and competitors, on a schedule. */
@Entity({ tableName: 'tracking_instances' })
@Index({ properties: ['ownerId', 'createdAt'] })
export class TrackingInstance extends BaseEntity<'lastRunAt' | 'nextRunAt' | 'companies' | 'devices' | 'clientId' | 'searchConsoleFlagPlaces'> {
  @Property({ type: 'uuid' })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  /** The client of the workspace it is grouped under, if any: that client's viewers see it, that client's budgets cap it. */
  @Property({ type: 'uuid', nullable: true })
  clientId: string | null = null;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** Normalised: no scheme, no www., no trailing slash, lower case. */
  @Property({ type: 'string', length: 253 })
  userDomain!: string;

  @Property({ type: 'string', length: 100 })
  userCompanyName!: string;

  @Property({ type: 'json' })
  competitors!: Competitor[];

  /** Searched for each keyword that names no device of its own (keywords are rows of tracking_keywords). */
  @Property({ type: 'json' })
  devices: SerpDevice[] = ['desktop'];

  @Property({ type: 'smallint' })
  resultCount!: number;

  @Enum({ items: () => TrackingFrequency, type: 'string' })
  frequency!: TrackingFrequency;

  /** HH:MM in timeZone. */
  @Property({ type: 'string', length: 5 })
  scheduledTime!: string;

  /** IANA zone of the owner, e.g. Europe/Berlin. */
  @Property({ type: 'string', length: 64 })
  timeZone!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  serpLocation!: string | null;

  @Property({ type: 'string', length: 10 })
  serpLanguage!: string;

  @Property({ type: 'string', length: 10 })
  serpCountry!: string;

  @Property({ type: 'string', length: 1, nullable: true })
  serpDateRange!: 'h' | 'd' | 'w' | 'm' | 'y' | null;

  @Property({ type: 'smallint' })
  page!: number;

  /** The keyword table flags a keyword whose tracked and Search Console positions differ by more than this many places. */
  @Property({ type: 'smallint' })
  searchConsoleFlagPlaces: number = SEARCH_CONSOLE_FLAG_PLACES;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastRunAt: Date | null = null;

  /** The next scheduled run; the in-process scheduler claims rows whose time has come. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Index()
  nextRunAt: Date | null = null;

  /** Every company the instance tracks: the owner's first, then the competitors. */
  get companies(): (Competitor & { own: boolean })[] {
    return [{ domain: this.userDomain, companyName: this.userCompanyName, own: true }, ...this.competitors.map((c) => ({ ...c, own: false }))];
  }
}
