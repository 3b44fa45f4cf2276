/** The app's time: the webhooks' 24-hour retry and failure windows and the sessions' expiry are measured on it, so tests can move it. */
export interface Clock {
  now(): Date;
}
