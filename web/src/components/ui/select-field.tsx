import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

// Radix Select reserves the empty string for "no value", so "any" stands for an unset filter.
const ANY = 'any';

export interface SelectFieldProps {
  id: string;
  label: string;
  /** '' selects the "any" entry when there is one. */
  value: string;
  options: readonly { value: string; label: string }[];
  /** Adds a first entry for "no filter", reported as ''. */
  anyLabel?: string;
  disabled?: boolean;
  onValueChange(next: string): void;
}

/** A labelled select over a list of options. */
export function SelectField({ id, label, value, options, anyLabel, disabled, onValueChange }: SelectFieldProps) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={anyLabel && !value ? ANY : value}
        disabled={disabled}
        onValueChange={(next) => onValueChange(next === ANY ? '' : next)}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {anyLabel && <SelectItem value={ANY}>{anyLabel}</SelectItem>}
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
