import * as React from 'react';
import { cn } from '../../lib/cn';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';

export interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The input's id; its hint and error lines are `<id>-hint` and `<id>-error`. */
  id: string;
  label: React.ReactNode;
  labelClassName?: string;
  /** A line under the field that helps fill it in. */
  hint?: React.ReactNode;
  /** The field's own message, shown under it; the field is marked invalid while there is one. */
  error?: string | null;
  /** Keeps the error line's height while it is empty. */
  reserveErrorSpace?: boolean;
  /**
   * At fault for a message told elsewhere (one line for the whole form): marked invalid. Pass that
   * line's id in `aria-describedby`.
   */
  invalid?: boolean;
  /** Beside the input, e.g. the form's submit button. */
  action?: React.ReactNode;
  /** The wrapper's classes (layout in the form's grid). */
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled text input with its hint and error wired to it: aria-invalid while it has an error,
 * aria-describedby naming the error first, then the hint.
 */
export const TextField = React.forwardRef<HTMLInputElement, TextFieldProps>(
  (
    { id, label, labelClassName, hint, error, reserveErrorSpace, invalid, action, className, inputClassName, 'aria-describedby': describedBy, ...inputProps },
    ref,
  ) => {
    const errorId = `${id}-error`;
    const hintId = `${id}-hint`;
    const hasErrorLine = Boolean(error) || Boolean(reserveErrorSpace);
    const description = [hasErrorLine ? errorId : null, describedBy, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
    const input = (
      <Input
        ref={ref}
        id={id}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={description}
        className={inputClassName}
        {...inputProps}
      />
    );
    return (
      <div className={cn('grid content-start gap-2', className)}>
        <Label htmlFor={id} className={labelClassName}>
          {label}
        </Label>
        {action ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            {input}
            {action}
          </div>
        ) : (
          input
        )}
        {hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        <FieldError id={errorId} message={error} reserveSpace={reserveErrorSpace} />
      </div>
    );
  },
);
TextField.displayName = 'TextField';
