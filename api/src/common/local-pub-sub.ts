import { setMaxListeners } from 'node:events';
import { createPubSub, type PubSub } from '@graphql-yoga/subscription';

type TopicArgs = Record<string, [] | [unknown] | [string | number, unknown]>;

/**
 * Past this many readers of one topic (one job, one workspace's alerts) in one process, Node warns of
 * a leak. Many readers are ordinary here: a team's tabs following one run, every request that waits
 * on one shared run or report render (Node's default of 10 warned about those). Each reader takes
 * its listener off when it stops; a thousand at once would be worth the warning.
 */
export const READERS_BEFORE_LEAK_WARNING = 1000;

/**
 * The in-process PubSub behind job, notification and subscription events (and their PostgreSQL
 * fan-in), on `eventTarget` (a new one unless given).
 */
export function createLocalPubSub<TArgs extends TopicArgs>(eventTarget = new EventTarget()): PubSub<TArgs> {
  setMaxListeners(READERS_BEFORE_LEAK_WARNING, eventTarget);
  return createPubSub<TArgs>({ eventTarget });
}
