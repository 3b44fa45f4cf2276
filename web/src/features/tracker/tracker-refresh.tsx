import * as React from 'react';
import { useApolloClient } from '@apollo/client/react';
import { forgetReadsAhead } from '../../lib/read-ahead';
import { CreditUsageQuery } from '../credits/use-credits-left';
import { TrackerKeywordHistoryQuery, TrackerKeywordTableQuery } from './keyword-table-documents';
import { KeywordsBeforeRunQuery } from './keywords-before-run-documents';
import { TrackerScreenQuery } from './tracker-documents';
import { TrackingCreditsQuery } from './tracking-credits';

/**
 * Answers that a run, an import or a change of keywords, tags or competitors makes old, read outside
 * the screen query: the sections below the fold and the instance list. They are dropped from the cache
 * rather than refetched, so a section on screen reads again at once, and one not yet in view (or the
 * list, not on screen at all) reads when it next shows. What was read ahead of a section is forgotten
 * with them: its answer may arrive after the change, and the section then reads again as it mounts.
 */
const READ_AGAIN_WHEN_SHOWN = ['trackerShareOfVoice', 'trackerTagSummary', 'trackingKeywordTags', 'trackerCannibalisation', 'trackingInstances'] as const;

/** What is on screen and read by its own query: read again in place. */
const READ_AGAIN_NOW = [TrackerScreenQuery, TrackerKeywordTableQuery, TrackerKeywordHistoryQuery, KeywordsBeforeRunQuery, CreditUsageQuery, TrackingCreditsQuery];

/**
 * The tracker page's one refresh rule, for whatever changed the instance's results (a run or a
 * backfill that ended, an import, a tag or keyword edit, an edit of the instance). Every query is read
 * again by its own watcher: a watcher's newer request replaces one still in flight, whose older
 * answer is then dropped, so a figure never goes back to the previous run's.
 */
export function useTrackerRefreshRule(): () => Promise<void> {
  const client = useApolloClient();
  return React.useCallback(async () => {
    forgetReadsAhead();
    for (const fieldName of READ_AGAIN_WHEN_SHOWN) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
    await client.refetchQueries({ include: READ_AGAIN_NOW });
  }, [client]);
}

const TrackerRefreshContext = React.createContext<() => Promise<void>>(() => Promise.resolve());

/** Gives the sections of an instance's page the refresh rule (see useTrackerRefreshRule). */
export function TrackerRefreshProvider({ children }: { children: React.ReactNode }) {
  const refresh = useTrackerRefreshRule();
  return <TrackerRefreshContext.Provider value={refresh}>{children}</TrackerRefreshContext.Provider>;
}

/** Call after a change to the instance's results: the page reads again what it shows. */
export function useTrackerRefresh(): () => Promise<void> {
  return React.useContext(TrackerRefreshContext);
}
