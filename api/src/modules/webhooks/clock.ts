/** The time as the webhooks see it: the 24-hour retry and failure windows are measured on it, so tests can move it. */
export interface Clock {
  now(): Date;
}

