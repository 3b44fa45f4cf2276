import * as React from 'react';
import { Link } from 'react-router-dom';
import type { CreateTrackingInstanceInput } from '../../gql/graphql';
import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { ClientSelect, useClientChoices } from '../workspaces/client-select';
import { CompetitorFields } from './competitor-fields';
import type { InstanceFormStart } from './instance-form-rules';
import { KeywordFields } from './keyword-fields';
import { KeywordFileField } from './keyword-file-field';
import { SerpSettingsFields } from './serp-settings-fields';
import { FIELD_IDS, useInstanceForm, type FormAlert } from './use-instance-form';

const ALERT_ID = 'tracker-form-alert';

interface InstanceFormProps {
  /** Names the form for assistive technology (the dialog's title). */
  label: string;
  submitLabel: string;
  submittingLabel: string;
  failureMessage: string;
  start: InstanceFormStart;
  timeZone: string;
  submitting: boolean;
  nameRef: React.Ref<HTMLInputElement>;
  /** Offers "Import from CSV / TSV" beside the typed keywords (the create form). */
  keywordImport?: boolean;
  onCancel(): void;
  onSubmit(input: CreateTrackingInstanceInput, importText: string | null): Promise<void>;
}

/** The tracking instance form (spec §2, §5). Mounted afresh with each opening of its dialog, so it starts from `start`. */
export function InstanceForm({ label, submitLabel, submittingLabel, failureMessage, start, timeZone, submitting, nameRef, keywordImport = false, onCancel, onSubmit }: InstanceFormProps) {
  const form = useInstanceForm({ start, timeZone, failureMessage, onSubmit });
  const { values, update } = form;
  const clients = useClientChoices();

  function text(field: 'name' | 'userDomain' | 'userCompanyName') {
    const invalid = form.isMissing(field);
    return {
      id: FIELD_IDS[field],
      name: field,
      value: values[field],
      autoComplete: 'off',
      invalid,
      'aria-describedby': invalid ? ALERT_ID : undefined,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => update({ [field]: event.target.value }),
    };
  }

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="grid gap-6" aria-label={label}>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="sr-only">Instance</legend>
        <TextField ref={nameRef} label="Instance name" {...text('name')} placeholder="My brand vs. competitors" className="sm:col-span-2" />
        <TextField label="Your domain" {...text('userDomain')} inputMode="url" placeholder="example.com" />
        <TextField label="Your company" {...text('userCompanyName')} placeholder="Example Inc." />
        <ClientSelect id="tracker-client" value={values.clientId} clients={clients} onChange={(clientId) => update({ clientId })} />
      </fieldset>

      <CompetitorFields competitors={values.competitors} userDomain={values.userDomain} onChange={(competitors) => update({ competitors })} />

      <KeywordFields
        keywords={values.keywords}
        devices={form.settings.devices.length}
        draft={form.keywordDraft}
        onDraftChange={form.setKeywordDraft}
        onAdd={form.addKeywords}
        onRemove={(keyword) => update({ keywords: values.keywords.filter((item) => item !== keyword) })}
        invalid={form.isMissing('keywords')}
        alertId={ALERT_ID}
      />
      {keywordImport ? <KeywordFileField file={form.keywordFile} onChange={form.chooseKeywordFile} /> : null}

      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-semibold">Schedule and search settings</legend>
        <SerpSettingsFields value={form.settings} timeZone={timeZone} onChange={form.updateSettings} />
      </fieldset>

      <InstanceFormAlert alert={form.alert} />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The form's message line, kept on screen (empty) so a message is announced when it appears. */
function InstanceFormAlert({ alert }: { alert: FormAlert | null }) {
  return (
    <div id={ALERT_ID} role="alert" className="min-h-5 text-sm font-medium text-destructive">
      {alert ? (
        <>
          {alert.message}
          {alert.upgrade ? (
            <>
              {' '}
              <Link to="/pricing" className="underline underline-offset-4">
                See plans
              </Link>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
