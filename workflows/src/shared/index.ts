/** Task queue shared by the api's Temporal client and the worker. */
export const TASK_QUEUE = 'rankcraft';
