/** Workflow type name started by a project's Temporal Schedule. */
export const SCHEDULED_AI_VISIBILITY_RUN_WORKFLOW = 'scheduledAiVisibilityRunWorkflow';
/** Workflow type name of the daily pass that deletes stored AI answers past their retention. */
export const AI_ANSWER_RETENTION_WORKFLOW = 'aiAnswerRetentionWorkflow';

export interface ScheduledAiVisibilityRunInput {
  projectId: string;
}

/** What a project's Temporal Schedule calls before a scheduled run. */
export interface ScheduledAiVisibilityRunActivities {
  /** Creates the job of one scheduled slot (once per slot key); null when there is nothing to run (refused slots are stored failed). */
  createScheduledAiVisibilityJob(input: ScheduledAiVisibilityRunInput & { slotKey: string }): Promise<string | null>;
}

export interface AiAnswerRetentionActivities {
  /** Deletes the stored answers of runs older than the retention (their counts kept); how many runs lost theirs. */
  pruneAiAnswers(): Promise<number>;
}
