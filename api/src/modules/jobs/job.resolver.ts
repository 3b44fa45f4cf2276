import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { Job } from './job.entity';
import type { JobSnapshot } from './job-events';

@Resolver()
export class JobResolver {
  @Query(() => Job)
  job(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<Job> {
    return services.jobs.findOwnJobOrFail(viewer, id);
  }

  @Query(() => [Job], { description: 'The signed-in user’s jobs, newest first.' })
  myJobs(@Arg('limit', () => Int, { defaultValue: 20 }) limit: number, @Ctx() { services, viewer }: RequestContext): Promise<Job[]> {
    return services.jobs.listOwn(viewer, limit);
  }

  @Mutation(() => Job, { description: 'Asks a job to stop; it ends as cancelled at its next step.' })
  cancelJob(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<Job> {
    return services.jobs.cancel(viewer, id);
  }

  @Subscription(() => Job, {
    description: 'One of your jobs: its state now, then every change until it ends.',
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { jobId: string }, RequestContext>) => {
      // Ownership is checked before anything flows.
      const job = await context.services.jobs.findOwnJobOrFail(context.viewer, args.jobId);
      return context.services.workspaces.whileMember(context.viewer, context.services.jobs.follow(job, context.deps.jobEvents));
    },
  })
  jobUpdated(@Arg('jobId', () => ID) _jobId: string, @Root() job: JobSnapshot): JobSnapshot {
    return job;
  }
}
