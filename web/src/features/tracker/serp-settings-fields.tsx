import * as React from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { SelectField } from '../../components/ui/select-field';
import type { Device, TrackingFrequency } from '../../gql/graphql';
import {
  COUNTRY_OPTIONS,
  DATE_RANGE_OPTIONS,
  LANGUAGE_OPTIONS,
  LOCATION_OPTIONS,
  type SerpDateRange,
} from '../search-options/serp-options';
import { FREQUENCY_OPTIONS, RESULT_COUNT_OPTIONS } from './tracker-options';

export interface SerpSettings {
  /** At least one; each is its own search and credit. */
  devices: Device[];
  resultCount: number;
  frequency: TrackingFrequency;
  scheduledTime: string;
  serpLanguage: string;
  serpCountry: string;
  /** Empty for any location. */
  serpLocation: string;
  /** Empty for any time. */
  serpDateRange: SerpDateRange | '';
  /** As typed; clamped to 1–20 on blur and on submit. */
  page: string;
  /** Places the tracked and Search Console positions may differ before the keyword table flags them; as typed, clamped to 1–100. */
  searchConsoleFlagPlaces: string;
}

export const DEFAULT_SERP_SETTINGS: SerpSettings = {
  devices: ['desktop'],
  resultCount: 100,
  frequency: 'daily',
  scheduledTime: '09:00',
  serpLanguage: 'en',
  serpCountry: 'us',
  serpLocation: '',
  serpDateRange: '',
  page: '1',
  searchConsoleFlagPlaces: '5',
};

export const MAX_PAGE = 20;

export const MAX_FLAG_PLACES = 100;

/** The flag's places as typed, clamped to 1–100; 5 when not a number. */
export function flagPlacesNumber(places: string): number {
  const value = Number.parseInt(places, 10);
  return Number.isFinite(value) ? Math.min(MAX_FLAG_PLACES, Math.max(1, value)) : 5;
}

export function pageNumber(page: string): number {
  const value = Number.parseInt(page, 10);
  return Number.isFinite(value) ? Math.min(MAX_PAGE, Math.max(1, value)) : 1;
}

interface SerpSettingsFieldsProps {
  value: SerpSettings;
  /** The zone the scheduled time is in; the browser's by default. */
  timeZone?: string;
  onChange(next: Partial<SerpSettings>): void;
}

/** Schedule and search settings of a tracking instance. Memoised: its selects hold some 350 options. */
export const SerpSettingsFields = React.memo(function SerpSettingsFields({ value, timeZone = browserTimeZone(), onChange }: SerpSettingsFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <DevicesField devices={value.devices} onChange={(devices) => onChange({ devices })} />
      <SelectField
        id="tracker-result-count"
        label="Results to check"
        value={String(value.resultCount)}
        options={RESULT_COUNT_OPTIONS.map((count) => ({ value: String(count), label: `Top ${count}` }))}
        onValueChange={(next) => onChange({ resultCount: Number(next) })}
      />
      <SelectField
        id="tracker-frequency"
        label="Frequency"
        value={value.frequency}
        options={FREQUENCY_OPTIONS}
        onValueChange={(next) => onChange({ frequency: next as TrackingFrequency })}
      />
      <div className="grid gap-2">
        <Label htmlFor="tracker-scheduled-time">Scheduled time</Label>
        <Input
          id="tracker-scheduled-time"
          type="time"
          value={value.scheduledTime}
          onChange={(event) => onChange({ scheduledTime: event.target.value })}
          aria-describedby="tracker-time-zone-hint"
        />
        <p id="tracker-time-zone-hint" className="text-xs text-muted-foreground">
          {timeZone === browserTimeZone() ? `In your time zone (${timeZone}).` : `In the instance’s time zone (${timeZone}).`}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="tracker-page">Results page</Label>
        <Input
          id="tracker-page"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PAGE}
          step={1}
          value={value.page}
          onChange={(event) => onChange({ page: event.target.value.replace(/\D/g, '') })}
          onBlur={() => onChange({ page: String(pageNumber(value.page)) })}
        />
      </div>
      <SelectField id="tracker-language" label="Language" value={value.serpLanguage} options={LANGUAGE_OPTIONS} onValueChange={(next) => onChange({ serpLanguage: next })} />
      <SelectField id="tracker-country" label="Country" value={value.serpCountry} options={COUNTRY_OPTIONS} onValueChange={(next) => onChange({ serpCountry: next })} />
      <SelectField
        id="tracker-location"
        label="Location"
        value={value.serpLocation}
        anyLabel="Any location"
        options={LOCATION_OPTIONS.map((location) => ({ value: location, label: location }))}
        onValueChange={(next) => onChange({ serpLocation: next })}
      />
      <SelectField
        id="tracker-date-range"
        label="Date range"
        value={value.serpDateRange}
        anyLabel="Any time"
        options={DATE_RANGE_OPTIONS}
        onValueChange={(next) => onChange({ serpDateRange: next as SerpDateRange | '' })}
      />
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor="tracker-sc-flag-places">Search Console flag after (places)</Label>
        <Input
          id="tracker-sc-flag-places"
          type="number"
          inputMode="numeric"
          className="sm:max-w-40"
          min={1}
          max={MAX_FLAG_PLACES}
          step={1}
          value={value.searchConsoleFlagPlaces}
          aria-describedby="tracker-sc-flag-places-hint"
          onChange={(event) => onChange({ searchConsoleFlagPlaces: event.target.value.replace(/\D/g, '') })}
          onBlur={() => onChange({ searchConsoleFlagPlaces: String(flagPlacesNumber(value.searchConsoleFlagPlaces)) })}
        />
        <p id="tracker-sc-flag-places-hint" className="text-xs text-muted-foreground">
          With a linked Search Console property, the keyword table flags a keyword whose tracked and Search Console positions differ by more than this.
        </p>
      </div>
    </div>
  );
});

export const DEVICE_OPTIONS: readonly { value: Device; label: string }[] = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'mobile', label: 'Mobile' },
];

/** Desktop, mobile or both; the last one ticked cannot be unticked. */
function DevicesField({ devices, onChange }: { devices: Device[]; onChange(devices: Device[]): void }) {
  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby="tracker-devices-hint">
      <legend className="mb-1 text-sm font-medium">Devices</legend>
      <div className="flex flex-wrap gap-4">
        {DEVICE_OPTIONS.map((option) => {
          const checked = devices.includes(option.value);
          return (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={checked}
                disabled={checked && devices.length === 1}
                onChange={(event) =>
                  onChange(DEVICE_OPTIONS.map((item) => item.value).filter((device) => (device === option.value ? event.target.checked : devices.includes(device))))
                }
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <p id="tracker-devices-hint" className="text-xs text-muted-foreground">
        Each device is its own search: tracking both checks every keyword twice and uses two tracking credits per keyword.
      </p>
    </fieldset>
  );
}

/** The time zone schedules run in: the browser's own. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
