import type { JobInput } from './tracker-run';

/** Workflow type name of an alert email job; the workflow id is the job id. */
export const ALERT_EMAIL_WORKFLOW = 'alertEmailWorkflow';

/**
 * The step of an alert email job: a run's alerts emailed, one email per rule with email on. It is
 * retried per the activity policy on a temporary failure (connection trouble, SMTP 4xx); each sent
 * email marks its alerts, so a retry sends only the emails still unsent.
 */
export interface AlertEmailActivities {
  sendAlertEmails(input: JobInput): Promise<void>;
}

/** The orchestration of an alert email job, shared by the Temporal workflow and the in-process runner. */
export async function runAlertEmailJob(activities: AlertEmailActivities, input: JobInput): Promise<void> {
  await activities.sendAlertEmails(input);
}
