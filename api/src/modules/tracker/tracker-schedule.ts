import type { TrackingInstance } from './tracking-instance.entity';

/** Keeps an instance's automated runs in step with it: Temporal Schedules, or next_run_at for the in-process scheduler. */
export interface TrackerSchedule {
  readonly mode: 'in-process' | 'temporal';
  /**
   * Creates the instance's schedule or replaces it with the instance's current one (on an edit:
   * Temporal's ScheduleHandle.update; in process the service has already moved next_run_at).
   */
  upsert(instance: TrackingInstance): Promise<void>;
  remove(instanceId: string): Promise<void>;
  close(): Promise<void>;
}
