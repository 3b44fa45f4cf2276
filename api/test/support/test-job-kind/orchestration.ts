import type { JobInput } from '@rankcraft/workflows';

/** Workflow type of the test-only job kind (workflows.ts exports it beside the app's). */
export const TEST_STEPS_WORKFLOW = 'testStepsWorkflow';

/** The steps of a test-only job: as many as its progress total, one after the other. */
export interface TestStepsActivities {
  startTestSteps(input: JobInput): Promise<{ steps: number }>;
  runTestStep(input: JobInput & { step: number }): Promise<void>;
  finishTestSteps(input: JobInput): Promise<void>;
}

/** Its orchestration, shared by its Temporal workflow and the in-process runner (deterministic). */
export async function runTestStepsJob(activities: TestStepsActivities, input: JobInput): Promise<void> {
  const { steps } = await activities.startTestSteps(input);
  for (let step = 0; step < steps; step++) await activities.runTestStep({ ...input, step });
  await activities.finishTestSteps(input);
}
