import type { TrackingInstance } from './tracking-instance.entity';

type RunSettings = Pick<TrackingInstance, 'userDomain' | 'competitors' | 'devices' | 'resultCount' | 'serpLocation' | 'serpLanguage' | 'serpCountry' | 'serpDateRange' | 'page'> & {
  keywords: readonly string[];
};
type ScheduleSettings = Pick<TrackingInstance, 'frequency' | 'scheduledTime' | 'timeZone'>;

/**
 * Whether an edit changes what a run fetches and stores. A run reads its instance's keywords,
 * companies and search settings at each step, so such an edit in the middle of a run would mix two
 * configurations in one run; names and the schedule are read by no step.
 */
export function changesRuns(instance: RunSettings, next: RunSettings): boolean {
  const domains = (settings: RunSettings) => settings.competitors.map((competitor) => competitor.domain);
  return (
    instance.userDomain !== next.userDomain ||
    !sameList(domains(instance), domains(next)) ||
    !sameList(instance.keywords, next.keywords) ||
    !sameList(instance.devices, next.devices) ||
    instance.resultCount !== next.resultCount ||
    instance.serpLocation !== next.serpLocation ||
    instance.serpLanguage !== next.serpLanguage ||
    instance.serpCountry !== next.serpCountry ||
    instance.serpDateRange !== next.serpDateRange ||
    instance.page !== next.page
  );
}

export function changesSchedule(instance: ScheduleSettings, next: ScheduleSettings): boolean {
  return instance.frequency !== next.frequency || instance.scheduledTime !== next.scheduledTime || instance.timeZone !== next.timeZone;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
