/** What the api imports from the workflows package: names, policies, contracts. Deterministic code only. */
export * from './job-retry-policy';
export * from './tracker-run';
export * from './tracker-backfill';
export * from './snapshot-retention';
export * from './audit-retention';
export * from './article-run';
export * from './content-brief-run';
export * from './bulk-research';
export * from './ai-visibility-run';
export * from './ai-visibility-schedule';
export * from './search-console-sync';
export * from './job-queues';
export * from './job-end';
export * from './digests';
export * from './job-start-sweep';
export * from './webhook-delivery';
export * from './alert-email';
export * from './report-delivery';
export * from './report-render';

/** Task queue of the api's Temporal client and the worker unless TEMPORAL_TASK_QUEUE says otherwise. */
export const DEFAULT_TASK_QUEUE = 'rankcraft';
