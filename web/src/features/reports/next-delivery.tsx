import type { ReportFieldsFragment } from '../../gql/graphql';

/** An instant as a reader of the schedule expects it: date and time in the schedule's own zone, the zone named. */
export function formatDeliveryDate(iso: string, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(iso));
  return `${when} (${timeZone})`;
}

/** "Next delivery: …" of a report, as the api computes it with the scheduler's own code; paused and unscheduled reports say so. */
export function NextDelivery({ schedule, className }: { schedule: ReportFieldsFragment['schedule']; className?: string }) {
  const text = !schedule
    ? 'Not on a schedule'
    : schedule.pausedReason
      ? schedule.pausedReason
      : schedule.nextDeliveryAt
        ? `Next delivery: ${formatDeliveryDate(schedule.nextDeliveryAt, schedule.timeZone)}`
        : 'Not on a schedule';
  return (
    <p className={className ?? 'text-sm text-muted-foreground'} data-testid="next-delivery">
      {text}
    </p>
  );
}
