import { ALERT_EMAIL_WORKFLOW, runAlertEmailJob, type AlertEmailActivities } from '@rankcraft/workflows';
import { defineJobKind, jobInputSchema } from '../jobs/job-kind';
import { AlertEmailSettlement, type AlertEmailService } from './alert-email.service';

interface AlertEmailJobDeps {
  alertEmails: AlertEmailService;
}

/** A run's alert emails: a few emails per job; a temporary SMTP failure is retried per the activity policy. */
export const alertEmailJob = defineJobKind({
  id: 'alert-email',
  input: jobInputSchema,
  workflowType: ALERT_EMAIL_WORKFLOW,
  orchestrate: runAlertEmailJob,
  lane: { queueSuffix: 'alert-emails', inProcessSlots: 4, inProcessSlotsPerUser: 2, temporalActivitySlots: 8 },
  settlement: (_deps: AlertEmailJobDeps) => new AlertEmailSettlement(),
  createActivities: (unit): AlertEmailActivities => ({
    sendAlertEmails: ({ jobId }) => unit().alertEmails.send(jobId),
  }),
});
