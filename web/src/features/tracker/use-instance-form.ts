import * as React from 'react';
import type { CreateTrackingInstanceInput } from '../../gql/graphql';
import { errorCode, errorMessage } from '../../lib/graphql-error';
import { clientIdChange } from '../workspaces/client-select';
import { missingFields, REQUIRED_FIELDS_MESSAGE, toInput, withKeywords, type FormValues, type InstanceFormStart, type RequiredField } from './instance-form-rules';
import type { SerpSettings } from './serp-settings-fields';

/** The form's one message line: the required-fields alert or the server's refusal (with the way to upgrade). */
export interface FormAlert {
  message: string;
  upgrade: boolean;
}

export const FIELD_IDS: Record<RequiredField, string> = {
  name: 'tracker-name',
  userDomain: 'tracker-user-domain',
  userCompanyName: 'tracker-user-company',
  keywords: 'tracker-keyword',
};

interface InstanceFormOptions {
  start: InstanceFormStart;
  timeZone: string;
  failureMessage: string;
  /** `importText`: CSV / TSV chosen in the create form, saved with the instance. */
  onSubmit(input: CreateTrackingInstanceInput, importText: string | null): Promise<void>;
}

/** Keywords of a pasted or uploaded file, previewed and chosen to be saved with a new instance. */
export interface KeywordFile {
  text: string;
  keywords: number;
}

/**
 * The state of one opening of the instance form: its values, the keyword being typed, the alert,
 * and the submit that checks the required fields before it calls `onSubmit`.
 */
export function useInstanceForm({ start, timeZone, failureMessage, onSubmit }: InstanceFormOptions) {
  const [values, setValues] = React.useState<FormValues>(start.values);
  // Kept apart so typing elsewhere does not re-render the long language and country lists.
  const [settings, setSettings] = React.useState<SerpSettings>(start.settings);
  const updateSettings = React.useCallback((next: Partial<SerpSettings>) => {
    setSettings((current) => ({ ...current, ...next }));
  }, []);
  const [keywordDraft, setKeywordDraft] = React.useState('');
  const [alert, setAlert] = React.useState<FormAlert | null>(null);
  const [showMissing, setShowMissing] = React.useState(false);
  const [keywordFile, setKeywordFile] = React.useState<KeywordFile | null>(null);
  // A file's keywords stand in for typed ones.
  const missingOf = (current: FormValues) => missingFields(current).filter((field) => field !== 'keywords' || !keywordFile);

  function update(next: Partial<FormValues>) {
    setValues((current) => ({ ...current, ...next }));
    setAlert(null);
  }

  function addKeywords(input: string) {
    update({ keywords: withKeywords(values.keywords, input) });
    setKeywordDraft('');
  }

  /** Marked invalid while the required-fields alert shows and the field is still blank. */
  function isMissing(field: RequiredField): boolean {
    return showMissing && missingOf(values).includes(field);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A keyword typed but not yet added counts: the user clearly meant it.
    const current = keywordDraft.trim() ? { ...values, keywords: withKeywords(values.keywords, keywordDraft) } : values;
    if (current !== values) {
      setValues(current);
      setKeywordDraft('');
    }
    const missing = missingOf(current);
    if (missing.length > 0) {
      setShowMissing(true);
      setAlert({ message: REQUIRED_FIELDS_MESSAGE, upgrade: false });
      document.getElementById(FIELD_IDS[missing[0]])?.focus();
      return;
    }
    try {
      await onSubmit({ ...toInput(current, settings, timeZone), ...clientIdChange(start.values.clientId, current.clientId) }, keywordFile?.text ?? null);
    } catch (cause) {
      setAlert({ message: errorMessage(cause, failureMessage), upgrade: errorCode(cause) === 'FORBIDDEN' });
    }
  }

  function chooseKeywordFile(file: KeywordFile | null) {
    setKeywordFile(file);
    setAlert(null);
  }

  return { values, update, settings, updateSettings, keywordDraft, setKeywordDraft, addKeywords, keywordFile, chooseKeywordFile, alert, isMissing, submit };
}
