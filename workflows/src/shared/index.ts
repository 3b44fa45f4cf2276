/** What the api imports from the workflows package: names, policies, contracts. Deterministic code only. */
export * from './job-retry-policy';
export * from './tracker-run';

/** Task queue shared by the api's Temporal client and the worker. */
export const TASK_QUEUE = 'rankcraft';
