/** Workflow type name started daily by the snapshot retention Schedule (Temporal mode). */
export const SNAPSHOT_RETENTION_WORKFLOW = 'snapshotRetentionWorkflow';
/** The id of that Schedule: one per cluster and task queue. */
export const SNAPSHOT_RETENTION_SCHEDULE_ID = 'tracker-snapshot-retention';

export interface SnapshotRetentionActivities {
  /** Deletes the results pages older than TRACKER_SNAPSHOT_RETENTION_DAYS; how many it deleted. */
  pruneSnapshots(): Promise<number>;
}
