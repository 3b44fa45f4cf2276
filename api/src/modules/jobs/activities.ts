import { ApplicationFailure, Context } from '@temporalio/activity';
import { USER_FACING_FAILURE } from '@rankcraft/workflows';
import { isUserFacing } from '../../common/app-error';
import type { ActivityMap } from './job-kind-registry';

const HEARTBEAT_INTERVAL_MS = 1_000;

/**
 * Activities as a Temporal worker runs them: they heartbeat while they run, which is how Temporal
 * delivers a cancellation to them (and notices a dead worker), and they stop on its signal (the
 * activities read it through their context's cancellation). A failure reaches the workflow as its
 * class name and message only, so a user-facing one says so in its details.
 */
export function heartbeatingActivities<A extends ActivityMap>(activities: A): A {
  const heartbeating =
    <I, O>(activity: (input: I) => Promise<O>) =>
    async (input: I): Promise<O> => {
      const context = Context.current();
      const timer = setInterval(() => context.heartbeat(), HEARTBEAT_INTERVAL_MS);
      try {
        return await activity(input);
      } catch (error) {
        throw isUserFacing(error) ? userFacingFailure(error) : error;
      } finally {
        clearInterval(timer);
      }
    };
  return Object.fromEntries((Object.entries(activities) as [string, (input: unknown) => Promise<unknown>][]).map(([name, activity]) => [name, heartbeating(activity)])) as unknown as A;
}

/** The cancellation signal of the Temporal activity being run. */
export function temporalCancellation(): AbortSignal {
  return Context.current().cancellationSignal;
}

/** The failure Temporal would make of the error (its class name as the type, so the retry policy reads it as before), marked user-facing. */
function userFacingFailure(error: Error): ApplicationFailure {
  const failure = ApplicationFailure.create({ type: error.constructor.name, message: error.message, details: [USER_FACING_FAILURE] });
  failure.stack = error.stack ?? '';
  return failure;
}
