/** What the alerts module tells its callers. */
export const alertsMessages = {
  notInPlan: 'Alerts are included in the Pro and Agency plans. Upgrade to get alerts on ranking changes.',
  digestNotSent: (reason: string) => `The digest could not be sent: ${reason}`,
  tooManyRules: (max: number) => `An instance or AI visibility project has at most ${max} alert rules.`,
} as const;
