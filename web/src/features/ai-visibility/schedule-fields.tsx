import { FieldError } from '../../components/ui/field-error';
import { Label } from '../../components/ui/label';
import { TextField } from '../../components/ui/text-field';
import type { ProjectFormErrors, ProjectFormValues, ScheduleFrequency } from './project-form-rules';

const selectClass = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

type ScheduleValues = Pick<ProjectFormValues, 'scheduleFrequency' | 'scheduleWeekday' | 'scheduleHour' | 'scheduleTimeZone'>;

/** When a project runs on its own: off, daily or weekly, at an hour of the user's time zone. */
export function ScheduleFields({ values, errors, onChange }: { values: ScheduleValues; errors: ProjectFormErrors; onChange(change: Partial<ScheduleValues>): void }) {
  const off = values.scheduleFrequency === 'off';
  return (
    <fieldset className="grid gap-4 sm:grid-cols-4">
      <legend className="mb-2 text-sm font-semibold">Schedule</legend>
      <div className="grid content-start gap-2">
        <Label htmlFor="ai-project-schedule">Runs</Label>
        <select
          id="ai-project-schedule"
          className={selectClass}
          value={values.scheduleFrequency}
          onChange={(event) => onChange({ scheduleFrequency: event.target.value as ScheduleFrequency })}
        >
          <option value="off">Only when run by hand</option>
          <option value="daily">Daily</option>
          <option value="weekly">Weekly</option>
        </select>
      </div>
      {values.scheduleFrequency === 'weekly' ? (
        <div className="grid content-start gap-2">
          <Label htmlFor="ai-project-schedule-weekday">On</Label>
          <select id="ai-project-schedule-weekday" className={selectClass} value={values.scheduleWeekday} onChange={(event) => onChange({ scheduleWeekday: event.target.value })}>
            {WEEKDAYS.map((day, index) => (
              <option key={day} value={String(index + 1)}>
                {day}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {off ? null : (
        <>
          <div className="grid content-start gap-2">
            <Label htmlFor="ai-project-schedule-hour">At</Label>
            <select id="ai-project-schedule-hour" className={selectClass} value={values.scheduleHour} onChange={(event) => onChange({ scheduleHour: event.target.value })}>
              {Array.from({ length: 24 }, (_, hour) => (
                <option key={hour} value={String(hour)}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            id="ai-project-schedule-zone"
            label="Time zone"
            hint="Yours, such as Europe/Berlin."
            value={values.scheduleTimeZone}
            error={errors.scheduleTimeZone}
            onChange={(event) => onChange({ scheduleTimeZone: event.target.value })}
          />
        </>
      )}
      {off ? (
        <p className="text-xs text-muted-foreground sm:col-span-3 sm:self-end">A scheduled run costs what a run by hand costs; one your credits do not cover is not started, and says why.</p>
      ) : null}
      <FieldError id="ai-project-schedule-error" message={undefined} />
    </fieldset>
  );
}
