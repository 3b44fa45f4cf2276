import { VendorError } from '../../../../common/vendor-error';

/** Awaits a rejection and returns it as a VendorError (failing the test if it is not one). */
export async function researchError(promise: Promise<unknown>): Promise<VendorError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(VendorError);
  return error as VendorError;
}
