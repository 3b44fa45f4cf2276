import * as React from 'react';
import { SelectField } from '../../components/ui/select-field';
import {
  COUNTRY_OPTIONS,
  DATE_RANGE_OPTIONS,
  LANGUAGE_OPTIONS,
  LOCATION_OPTIONS,
  type SerpDateRange,
} from '../search-options/serp-options';

export interface SerpFilters {
  /** Empty for any location. */
  location: string;
  language: string;
  country: string;
  /** Empty for any time. */
  dateRange: SerpDateRange | '';
}

export const DEFAULT_SERP_FILTERS: SerpFilters = { location: '', language: 'en', country: 'us', dateRange: '' };

const LOCATIONS = LOCATION_OPTIONS.map((location) => ({ value: location, label: location }));

interface SerpFilterFieldsProps {
  idPrefix: string;
  value: SerpFilters;
  disabled?: boolean;
  onChange(next: Partial<SerpFilters>): void;
}

/** Location, language, country and date range of a search. Memoised: its selects hold some 350 options. */
export const SerpFilterFields = React.memo(function SerpFilterFields({ idPrefix, value, disabled, onChange }: SerpFilterFieldsProps) {
  return (
    <>
      <SelectField
        id={`${idPrefix}-location`}
        label="Location"
        value={value.location}
        anyLabel="Any location"
        options={LOCATIONS}
        disabled={disabled}
        onValueChange={(next) => onChange({ location: next })}
      />
      <SelectField
        id={`${idPrefix}-language`}
        label="Language"
        value={value.language}
        options={LANGUAGE_OPTIONS}
        disabled={disabled}
        onValueChange={(next) => onChange({ language: next })}
      />
      <SelectField
        id={`${idPrefix}-country`}
        label="Country"
        value={value.country}
        options={COUNTRY_OPTIONS}
        disabled={disabled}
        onValueChange={(next) => onChange({ country: next })}
      />
      <SelectField
        id={`${idPrefix}-date-range`}
        label="Date range"
        value={value.dateRange}
        anyLabel="Any time"
        options={DATE_RANGE_OPTIONS}
        disabled={disabled}
        onValueChange={(next) => onChange({ dateRange: next as SerpDateRange | '' })}
      />
    </>
  );
});

/** The filters as the API takes them: "any" is left out. */
export function serpFilterInput(filters: SerpFilters) {
  return {
    language: filters.language,
    country: filters.country,
    location: filters.location || null,
    dateRange: filters.dateRange || null,
  };
}
