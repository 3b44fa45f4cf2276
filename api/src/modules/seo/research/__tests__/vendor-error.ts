import { ResearchProviderError } from '../research-provider';

/** Awaits a rejection and returns it as a ResearchProviderError (failing the test if it is not one). */
export async function researchError(promise: Promise<unknown>): Promise<ResearchProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ResearchProviderError);
  return error as ResearchProviderError;
}
