// The app's workflows and the test-only kind's, bundled together for a test worker.
import { proxyActivities } from '@temporalio/workflow';
import type { JobInput } from '@rankcraft/workflows';
import { ACTIVITY_OPTIONS, endingUnfinished } from '../../../../workflows/src/workflows/job-workflow';
import { runTestStepsJob, type TestStepsActivities } from './orchestration';

export * from '../../../../workflows/src/workflows';

const activities = proxyActivities<TestStepsActivities>(ACTIVITY_OPTIONS);

export async function testStepsWorkflow(input: JobInput): Promise<void> {
  await endingUnfinished(input, () => runTestStepsJob(activities, input));
}
