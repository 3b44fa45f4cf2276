/** What the alerts module tells its callers. */
export const alertsMessages = {
  notInPlan: 'Alerts are included in the Pro and Agency plans. Upgrade to get alerts on ranking changes.',
  digestNotSent: (reason: string) => `The digest could not be sent: ${reason}`,
  searchConsoleNotLinked: 'Link a Search Console property to this tracking instance first: this rule reads its Search Console data.',
  tooManyRules: (max: number) => `An instance or AI visibility project has at most ${max} alert rules.`,
} as const;
