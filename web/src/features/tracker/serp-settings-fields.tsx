import * as React from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import type { TrackingFrequency } from '../../gql/graphql';
import {
  COUNTRY_OPTIONS,
  DATE_RANGE_OPTIONS,
  FREQUENCY_OPTIONS,
  LANGUAGE_OPTIONS,
  LOCATION_OPTIONS,
  RESULT_COUNT_OPTIONS,
  type SerpDateRange,
} from './serp-options';

export interface SerpSettings {
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
}

export const DEFAULT_SERP_SETTINGS: SerpSettings = {
  resultCount: 100,
  frequency: 'daily',
  scheduledTime: '09:00',
  serpLanguage: 'en',
  serpCountry: 'us',
  serpLocation: '',
  serpDateRange: '',
  page: '1',
};

export const MAX_PAGE = 20;

export function pageNumber(page: string): number {
  const value = Number.parseInt(page, 10);
  return Number.isFinite(value) ? Math.min(MAX_PAGE, Math.max(1, value)) : 1;
}

// Radix Select reserves the empty string for "no value", so "any" stands for an unset filter.
const ANY = 'any';

interface SerpSettingsFieldsProps {
  value: SerpSettings;
  onChange(next: Partial<SerpSettings>): void;
}

/** Schedule and search settings of a tracking instance. Memoised: its selects hold some 350 options. */
export const SerpSettingsFields = React.memo(function SerpSettingsFields({ value, onChange }: SerpSettingsFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor="tracker-result-count">Results to check</Label>
        <Select value={String(value.resultCount)} onValueChange={(next) => onChange({ resultCount: Number(next) })}>
          <SelectTrigger id="tracker-result-count">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {RESULT_COUNT_OPTIONS.map((count) => (
              <SelectItem key={count} value={String(count)}>
                Top {count}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="tracker-frequency">Frequency</Label>
        <Select value={value.frequency} onValueChange={(next) => onChange({ frequency: next as TrackingFrequency })}>
          <SelectTrigger id="tracker-frequency">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {FREQUENCY_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
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
          In your time zone ({browserTimeZone()}).
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
      <div className="grid gap-2">
        <Label htmlFor="tracker-language">Language</Label>
        <Select value={value.serpLanguage} onValueChange={(next) => onChange({ serpLanguage: next })}>
          <SelectTrigger id="tracker-language">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {LANGUAGE_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="tracker-country">Country</Label>
        <Select value={value.serpCountry} onValueChange={(next) => onChange({ serpCountry: next })}>
          <SelectTrigger id="tracker-country">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {COUNTRY_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="tracker-location">Location</Label>
        <Select value={value.serpLocation || ANY} onValueChange={(next) => onChange({ serpLocation: next === ANY ? '' : next })}>
          <SelectTrigger id="tracker-location">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>Any location</SelectItem>
            {LOCATION_OPTIONS.map((location) => (
              <SelectItem key={location} value={location}>
                {location}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="tracker-date-range">Date range</Label>
        <Select
          value={value.serpDateRange || ANY}
          onValueChange={(next) => onChange({ serpDateRange: next === ANY ? '' : (next as SerpDateRange) })}
        >
          <SelectTrigger id="tracker-date-range">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>Any time</SelectItem>
            {DATE_RANGE_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
});

/** The time zone schedules run in: the browser's own. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
