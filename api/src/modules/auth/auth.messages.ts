/** What the auth module tells its callers (maintenance and "authentication required" are common/app-error's, as the server uses them too). */
export const authMessages = {
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  userNotFound: 'User not found.',
  sessionRequired: 'This action needs a signed-in session; API tokens cannot manage tokens, billing or accounts.',
  apiAccessRequired: 'API access comes with the Agency plan.',
  apiTokenNotValid: 'This API token is not valid: it was revoked, or its owner no longer has API access.',
  apiTokenNotFound: 'API token not found.',
  readOnlyToken: 'This API token is read-only: it reads what the workspace holds, but changes nothing and spends no credits. Create a write token for that.',
  clientReadOnly: 'Client viewers can look but not change anything.',
  clientViewerScope: 'Client viewers see only their client’s keyword tracking and reports.',
  tooManyApiTokens: (max: number) => `You can have at most ${max} API tokens. Revoke one to create another.`,
  tooManyApiTokenRequests: 'Too many requests with this API token. Please slow down.',
  tooManySignIns: (msBeforeNext: number) => `Too many failed sign-in attempts. Please try again in ${minutesOf(msBeforeNext)}.`,
  tooManySignUps: (msBeforeNext: number) => `Too many sign-ups from this address. Please try again in ${minutesOf(msBeforeNext)}.`,
} as const;

function minutesOf(msBeforeNext: number): string {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
