import * as React from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Plus } from 'lucide-react';
import type { CreateTrackingInstanceInput } from '../../gql/graphql';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { errorCode, errorMessage } from '../../lib/graphql-error';
import { normalizeDomain, withCompetitor, withKeywords, type CompetitorEntry } from './instance-form-rules';
import { RemovableChips } from './removable-chips';
import { RunCostLine } from './run-cost-line';
import { DEFAULT_SERP_SETTINGS, pageNumber, SerpSettingsFields, type SerpSettings } from './serp-settings-fields';

export const REQUIRED_FIELDS_MESSAGE = 'Fill the required fields.';

export interface FormValues {
  name: string;
  userDomain: string;
  userCompanyName: string;
  competitors: CompetitorEntry[];
  keywords: string[];
}

const EMPTY_FORM: FormValues = {
  name: '',
  userDomain: '',
  userCompanyName: '',
  competitors: [],
  keywords: [],
};

type RequiredField = 'name' | 'userDomain' | 'userCompanyName' | 'keywords';

function missingFields(values: FormValues): RequiredField[] {
  const missing: RequiredField[] = [];
  if (!values.name.trim()) missing.push('name');
  if (!normalizeDomain(values.userDomain)) missing.push('userDomain');
  if (!values.userCompanyName.trim()) missing.push('userCompanyName');
  if (values.keywords.length === 0) missing.push('keywords');
  return missing;
}

function toInput(values: FormValues, settings: SerpSettings, timeZone: string): CreateTrackingInstanceInput {
  return {
    name: values.name.trim(),
    userDomain: normalizeDomain(values.userDomain),
    userCompanyName: values.userCompanyName.trim(),
    competitors: values.competitors.map(({ domain, companyName }) => ({ domain, companyName })),
    keywords: values.keywords,
    resultCount: settings.resultCount,
    frequency: settings.frequency,
    scheduledTime: settings.scheduledTime || '09:00',
    timeZone,
    serpLocation: settings.serpLocation || null,
    serpLanguage: settings.serpLanguage,
    serpCountry: settings.serpCountry,
    serpDateRange: settings.serpDateRange || null,
    page: pageNumber(settings.page),
  };
}

const FIELD_IDS: Record<RequiredField, string> = {
  name: 'tracker-name',
  userDomain: 'tracker-user-domain',
  userCompanyName: 'tracker-user-company',
  keywords: 'tracker-keyword',
};

/** What the form opens with: an existing instance's settings on an edit. */
export interface InstanceFormStart {
  values: FormValues;
  settings: SerpSettings;
}

const EMPTY_START: InstanceFormStart = { values: EMPTY_FORM, settings: DEFAULT_SERP_SETTINGS };

interface InstanceFormDialogProps {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  submittingLabel: string;
  /** Shown when the server's answer carries no message of its own. */
  failureMessage: string;
  start?: InstanceFormStart;
  /** The zone the schedule runs in. */
  timeZone: string;
  submitting: boolean;
  /** Back, Cancel, Escape and the close button all close the form without saving. */
  onClose(): void;
  /** Saves the instance; a rejection is shown in the form's alert. */
  onSubmit(input: CreateTrackingInstanceInput): Promise<void>;
}

/** The tracking instance form (spec §2, §5) in a modal, shared by the create and edit views. */
export function InstanceFormDialog({
  open,
  title,
  description,
  submitLabel,
  submittingLabel,
  failureMessage,
  start = EMPTY_START,
  timeZone,
  submitting,
  onClose,
  onSubmit,
}: InstanceFormDialogProps) {
  const [values, setValues] = React.useState<FormValues>(start.values);
  // Kept apart so typing elsewhere does not re-render the long language and country lists.
  const [settings, setSettings] = React.useState<SerpSettings>(start.settings);
  const updateSettings = React.useCallback((next: Partial<SerpSettings>) => {
    setSettings((current) => ({ ...current, ...next }));
  }, []);
  const [competitorDomain, setCompetitorDomain] = React.useState('');
  const [competitorName, setCompetitorName] = React.useState('');
  const [competitorHint, setCompetitorHint] = React.useState<string | null>(null);
  const [keywordDraft, setKeywordDraft] = React.useState('');
  const [alert, setAlert] = React.useState<{ message: string; upgrade: boolean } | null>(null);
  const [showMissing, setShowMissing] = React.useState(false);
  const nameRef = React.useRef<HTMLInputElement>(null);

  // Every opening starts from the start values (reset while rendering, as React advises for state that follows a prop).
  const [wasOpen, setWasOpen] = React.useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) resetForm();
  }

  function resetForm() {
    setValues(start.values);
    setSettings(start.settings);
    setCompetitorDomain('');
    setCompetitorName('');
    setCompetitorHint(null);
    setKeywordDraft('');
    setAlert(null);
    setShowMissing(false);
  }

  function update(next: Partial<FormValues>) {
    setValues((current) => ({ ...current, ...next }));
    setAlert(null);
  }

  function text(field: 'name' | 'userDomain' | 'userCompanyName') {
    const invalid = showMissing && missingFields(values).includes(field);
    return {
      id: FIELD_IDS[field],
      name: field,
      value: values[field],
      autoComplete: 'off',
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? 'tracker-form-alert' : undefined,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => update({ [field]: event.target.value }),
    };
  }

  function addCompetitor() {
    const next = withCompetitor(values.competitors, values.userDomain, { domain: competitorDomain, companyName: competitorName });
    if (!next) {
      if (competitorDomain.trim()) setCompetitorHint('Enter a competitor domain that is not yours and not already listed.');
      return;
    }
    update({ competitors: next });
    setCompetitorDomain('');
    setCompetitorName('');
    setCompetitorHint(null);
  }

  function addKeywords(input: string) {
    update({ keywords: withKeywords(values.keywords, input) });
    setKeywordDraft('');
  }

  function onEnter(action: () => void) {
    return (event: React.KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      action();
    };
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A keyword typed but not yet added counts: the user clearly meant it.
    const current = keywordDraft.trim() ? { ...values, keywords: withKeywords(values.keywords, keywordDraft) } : values;
    if (current !== values) {
      setValues(current);
      setKeywordDraft('');
    }
    const missing = missingFields(current);
    if (missing.length > 0) {
      setShowMissing(true);
      setAlert({ message: REQUIRED_FIELDS_MESSAGE, upgrade: false });
      document.getElementById(FIELD_IDS[missing[0]])?.focus();
      return;
    }
    try {
      await onSubmit(toInput(current, settings, timeZone));
    } catch (cause) {
      setAlert({
        message: errorMessage(cause, failureMessage),
        upgrade: errorCode(cause) === 'FORBIDDEN',
      });
    }
  }

  const keywordsInvalid = showMissing && values.keywords.length === 0;

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        className="sm:max-w-2xl"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          nameRef.current?.focus();
        }}
      >
        <DialogHeader className="gap-3">
          <Button type="button" variant="ghost" size="sm" onClick={onClose} className="-ml-2 w-fit">
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>

        <form noValidate onSubmit={submit} className="grid gap-6" aria-label={title}>
          <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <legend className="sr-only">Instance</legend>
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor="tracker-name">Instance name</Label>
              <Input ref={nameRef} {...text('name')} placeholder="My brand vs. competitors" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="tracker-user-domain">Your domain</Label>
              <Input {...text('userDomain')} inputMode="url" placeholder="example.com" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="tracker-user-company">Your company</Label>
              <Input {...text('userCompanyName')} placeholder="Example Inc." />
            </div>
          </fieldset>

          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-semibold">
              Competitors <span className="font-normal text-muted-foreground">(optional)</span>
            </legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <div className="grid gap-2">
                <Label htmlFor="tracker-competitor-domain" className="text-xs text-muted-foreground">
                  Competitor domain
                </Label>
                <Input
                  id="tracker-competitor-domain"
                  autoComplete="off"
                  inputMode="url"
                  placeholder="competitor.com"
                  value={competitorDomain}
                  aria-describedby={competitorHint ? 'tracker-competitor-hint' : undefined}
                  onChange={(event) => {
                    setCompetitorDomain(event.target.value);
                    setCompetitorHint(null);
                  }}
                  onKeyDown={onEnter(addCompetitor)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="tracker-competitor-name" className="text-xs text-muted-foreground">
                  Company name (optional)
                </Label>
                <Input
                  id="tracker-competitor-name"
                  autoComplete="off"
                  placeholder="Defaults to the domain"
                  value={competitorName}
                  onChange={(event) => setCompetitorName(event.target.value)}
                  onKeyDown={onEnter(addCompetitor)}
                />
              </div>
              <Button type="button" variant="outline" onClick={addCompetitor} aria-label="Add competitor" className="self-end">
                <Plus aria-hidden="true" />
                Add
              </Button>
            </div>
            {competitorHint ? (
              <p id="tracker-competitor-hint" role="status" className="text-xs text-muted-foreground">
                {competitorHint}
              </p>
            ) : null}
            <RemovableChips
              label="Competitors"
              items={values.competitors.map((competitor) => ({
                key: competitor.domain,
                text: competitor.domain,
                detail: competitor.companyName !== competitor.domain ? competitor.companyName : undefined,
              }))}
              onRemove={(domain) => update({ competitors: values.competitors.filter((competitor) => competitor.domain !== domain) })}
            />
          </fieldset>

          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-semibold">Keywords</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto]">
              <div className="grid gap-2">
                <Label htmlFor="tracker-keyword" className="text-xs text-muted-foreground">
                  Keyword
                </Label>
                <Input
                  id="tracker-keyword"
                  autoComplete="off"
                  placeholder="seo tools"
                  value={keywordDraft}
                  aria-invalid={keywordsInvalid || undefined}
                  aria-describedby={keywordsInvalid ? 'tracker-keyword-hint tracker-form-alert' : 'tracker-keyword-hint'}
                  onChange={(event) => setKeywordDraft(event.target.value)}
                  onKeyDown={onEnter(() => addKeywords(keywordDraft))}
                  onPaste={(event) => {
                    const pasted = event.clipboardData.getData('text');
                    if (!/[,\n]/.test(pasted)) return;
                    event.preventDefault();
                    addKeywords(`${keywordDraft},${pasted.replace(/\r?\n/g, ',')}`);
                  }}
                />
              </div>
              <Button type="button" variant="outline" onClick={() => addKeywords(keywordDraft)} aria-label="Add keyword" className="self-end">
                <Plus aria-hidden="true" />
                Add
              </Button>
            </div>
            <p id="tracker-keyword-hint" className="text-xs text-muted-foreground">
              Press Enter to add a keyword, or paste a comma-separated list.
            </p>
            <RemovableChips
              label="Keywords"
              items={values.keywords.map((keyword) => ({ key: keyword, text: keyword }))}
              onRemove={(keyword) => update({ keywords: values.keywords.filter((item) => item !== keyword) })}
            />
            <RunCostLine keywords={values.keywords.length} />
          </fieldset>

          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-semibold">Schedule and search settings</legend>
            <SerpSettingsFields value={settings} timeZone={timeZone} onChange={updateSettings} />
          </fieldset>

          <div id="tracker-form-alert" role="alert" className="min-h-5 text-sm font-medium text-destructive">
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

          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? submittingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
