import { Arg, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { Job } from '../jobs/job.entity';

@ObjectType('SearchConsoleProperty', { description: 'A Search Console property: a whole domain (sc-domain:) or a URL prefix.' })
class SearchConsolePropertyOutput {
  @Field(() => ID) id!: string;
  @Field() siteUrl!: string;
  @Field({ description: "'domain' or 'url-prefix'" }) kind!: string;
}

@ObjectType('SearchConsoleConnection', { description: 'A connection to Search Console, the sandbox or Bing Webmaster Tools (its token never leaves the server).' })
class SearchConsoleConnectionOutput {
  @Field(() => ID) id!: string;
  @Field({ description: "'google', 'sandbox' or 'bing'" }) provider!: string;
  @Field() accountLabel!: string;
  @Field() status!: string;
  @Field() createdAt!: Date;
  @Field(() => Int, { description: 'How many properties it gives.' }) propertyCount!: number;
}

@ObjectType('SearchConsoleLink', { description: 'A tracking instance linked to a Search Console property.' })
class SearchConsoleLinkOutput {
  @Field(() => ID) instanceId!: string;
  @Field() instanceName!: string;
  @Field(() => ID) propertyId!: string;
  @Field() linkedAt!: Date;
  @Field(() => String, { nullable: true, description: 'The newest day read (YYYY-MM-DD); null before the first sync read any.' }) syncedThrough!: string | null;
  @Field(() => Job, { nullable: true, description: "The property's latest sync job." }) job!: Job | null;
}

@ObjectType('SearchConsoleConnectStart')
class SearchConsoleConnectStartOutput {
  @Field({ description: "Open in the browser: Google's consent screen, or the sandbox's in-app consent page." }) url!: string;
}

@ObjectType('SearchConsoleBingConnection')
class SearchConsoleBingConnectionOutput {
  @Field(() => ID) id!: string;
  @Field(() => [SearchConsolePropertyOutput]) properties!: SearchConsolePropertyOutput[];
}

@ObjectType('SearchConsoleSyncStart')
class SearchConsoleSyncStartOutput {
  @Field(() => ID) jobId!: string;
}

@ObjectType('SearchConsoleKeywordRow', { description: 'A tracked keyword beside its Search Console figures (null where Search Console has none).' })
class SearchConsoleKeywordRowOutput {
  @Field() keyword!: string;
  @Field(() => Int, { nullable: true }) clicks!: number | null;
  @Field(() => Int, { nullable: true }) impressions!: number | null;
  @Field(() => Float, { nullable: true }) ctr!: number | null;
  @Field(() => Float, { nullable: true, description: 'Impressions-weighted average position over the range.' }) position!: number | null;
  @Field(() => Int, { nullable: true, description: "The instance's own domain's latest tracked rank; null when not found." }) trackedPosition!: number | null;
}

@ObjectType('SearchConsoleInstanceRows')
class SearchConsoleInstanceRowsOutput {
  @Field(() => ID, { nullable: true, description: 'The linked property; null when none is linked (every figure is null then).' }) propertyId!: string | null;
  @Field(() => [SearchConsoleKeywordRowOutput]) rows!: SearchConsoleKeywordRowOutput[];
}

@ObjectType('SearchConsoleQueryFigures')
class SearchConsoleQueryFiguresOutput {
  @Field() query!: string;
  @Field(() => Int) clicks!: number;
  @Field(() => Int) impressions!: number;
  @Field(() => Float) position!: number;
  @Field({ description: 'Whether the instance asked about (instanceId), else any instance linked to the property, tracks the query already.' }) tracked!: boolean;
}

@ObjectType('SearchConsoleNewAndLostQueries')
class SearchConsoleNewAndLostOutput {
  @Field(() => [SearchConsoleQueryFiguresOutput], { description: 'Impressions in the last period, none in the one before.' }) new!: SearchConsoleQueryFiguresOutput[];
  @Field(() => [SearchConsoleQueryFiguresOutput], { description: 'Impressions in the period before, none in the last.' }) lost!: SearchConsoleQueryFiguresOutput[];
}

@ObjectType('SearchConsoleDay')
class SearchConsoleDayOutput {
  @Field({ description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => Int) clicks!: number;
  @Field(() => Int) impressions!: number;
}

@ObjectType('SearchConsoleLosingPage')
class SearchConsoleLosingPageOutput {
  @Field() page!: string;
  @Field(() => Int) clicks!: number;
  @Field(() => Int) previousClicks!: number;
  @Field(() => Int) change!: number;
}

@ObjectType('SearchConsoleCtrAtPosition')
class SearchConsoleCtrAtPositionOutput {
  @Field(() => Int) position!: number;
  @Field(() => Float) ctr!: number;
  @Field(() => Int) impressions!: number;
}

/** The GraphQL mirror of the Search Console REST routes. */
@Resolver()
export class SearchConsoleResolver {
  @Mutation(() => SearchConsoleConnectStartOutput, { description: 'Starts connecting Search Console (OAuth with PKCE; on the sandbox, the in-app consent page).' })
  connectSearchConsole(@Ctx() { services, viewer }: RequestContext): Promise<SearchConsoleConnectStartOutput> {
    return services.searchConsoleConnections.connect(viewer);
  }

  @Mutation(() => SearchConsoleBingConnectionOutput, { description: 'Connects Bing Webmaster Tools with an API key, checked by listing its sites.' })
  connectBingWebmaster(@Arg('apiKey') apiKey: string, @Ctx() { services, viewer }: RequestContext): Promise<SearchConsoleBingConnectionOutput> {
    return services.searchConsoleConnections.connectBing(viewer, { apiKey });
  }

  @Query(() => [SearchConsoleConnectionOutput])
  searchConsoleConnections(@Ctx() { services, viewer }: RequestContext): Promise<SearchConsoleConnectionOutput[]> {
    return services.searchConsoleConnections.connections(viewer);
  }

  @Query(() => [SearchConsoleLinkOutput], { description: "The workspace's tracking instances linked to a property, with their last sync." })
  searchConsoleLinks(@Ctx() { services, viewer }: RequestContext): Promise<SearchConsoleLinkOutput[]> {
    return services.searchConsoleConnections.links(viewer);
  }

  @Mutation(() => Boolean, { description: 'Revokes the connection at the provider and deletes its token, properties, links and stored rows.' })
  async disconnectSearchConsole(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    await services.searchConsoleConnections.disconnect(viewer, id);
    return true;
  }

  @Query(() => [SearchConsolePropertyOutput])
  searchConsoleProperties(@Ctx() { services, viewer }: RequestContext): Promise<SearchConsolePropertyOutput[]> {
    return services.searchConsoleConnections.properties(viewer);
  }

  @Mutation(() => SearchConsoleSyncStartOutput, { description: 'Links a property to a tracking instance (one per instance) and starts its 16-month backfill.' })
  linkSearchConsoleProperty(@Arg('instanceId', () => ID) instanceId: string, @Arg('propertyId', () => ID) propertyId: string, @Ctx() { services, viewer }: RequestContext): Promise<SearchConsoleSyncStartOutput> {
    return services.searchConsoleConnections.link(viewer, instanceId, { propertyId });
  }

  @Mutation(() => Boolean)
  async unlinkSearchConsoleProperty(@Arg('instanceId', () => ID) instanceId: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    await services.searchConsoleConnections.unlink(viewer, instanceId);
    return true;
  }

  @Query(() => SearchConsoleInstanceRowsOutput, { description: "The instance's tracked keywords with Search Console clicks, impressions, CTR and position (same device and country) beside the tracked rank." })
  searchConsoleInstanceRows(
    @Arg('instanceId', () => ID) instanceId: string,
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Arg('device', () => String, { nullable: true }) device: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<SearchConsoleInstanceRowsOutput> {
    return services.searchConsoleReads.instanceRows(viewer, instanceId, { from: from ?? undefined, to: to ?? undefined, device: device ?? undefined });
  }

  @Query(() => [SearchConsoleQueryFiguresOutput], { description: 'Queries at positions 8-20 over the last 28 days, with impressions, not tracked yet; most impressions first.' })
  searchConsoleStrikingDistance(@Arg('propertyId', () => ID) propertyId: string, @Ctx() { services, viewer }: RequestContext): Promise<SearchConsoleQueryFiguresOutput[]> {
    return services.searchConsoleReads.strikingDistance(viewer, propertyId);
  }

  @Query(() => [SearchConsoleDayOutput], { description: 'Clicks and impressions per day of a property.' })
  searchConsoleDailySeries(
    @Arg('propertyId', () => ID) propertyId: string,
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<SearchConsoleDayOutput[]> {
    return services.searchConsoleReads.dailySeries(viewer, propertyId, { from: from ?? undefined, to: to ?? undefined });
  }

  @Query(() => SearchConsoleNewAndLostOutput)
  searchConsoleNewAndLostQueries(
    @Arg('propertyId', () => ID) propertyId: string,
    @Arg('days', () => Int, { nullable: true }) days: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('instanceId', () => ID, { nullable: true, description: 'Mark the queries this instance tracks (default: those any instance linked to the property tracks).' })
    instanceId: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<SearchConsoleNewAndLostOutput> {
    return services.searchConsoleReads.newAndLostQueries(viewer, propertyId, { days: days ?? undefined, limit: limit ?? undefined, instanceId: instanceId ?? undefined });
  }

  @Query(() => [SearchConsoleLosingPageOutput])
  searchConsolePagesLosingClicks(
    @Arg('propertyId', () => ID) propertyId: string,
    @Arg('days', () => Int, { nullable: true }) days: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<SearchConsoleLosingPageOutput[]> {
    return services.searchConsoleReads.pagesLosingClicks(viewer, propertyId, { days: days ?? undefined, limit: limit ?? undefined });
  }

  @Query(() => [SearchConsoleCtrAtPositionOutput], { description: "The site's own click-through rate at positions 1-20." })
  searchConsoleCtrByPosition(@Arg('propertyId', () => ID) propertyId: string, @Arg('days', () => Int, { nullable: true }) days: number | null, @Ctx() { services, viewer }: RequestContext): Promise<SearchConsoleCtrAtPositionOutput[]> {
    return services.searchConsoleReads.ctrByPosition(viewer, propertyId, { days: days ?? undefined });
  }
}
