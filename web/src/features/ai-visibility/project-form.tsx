import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { FileUp } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { Label } from '../../components/ui/label';
import { TextField } from '../../components/ui/text-field';
import { Textarea } from '../../components/ui/textarea';
import type { AiPromptInput, AiVisibilityProjectInput } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { AddAiVisibilityCompetitorMutation, AiVisibilityProjectsQuery, CreateAiVisibilityProjectMutation, UpdateAiVisibilityProjectMutation } from './ai-visibility-documents';
import { SURFACE_LABELS } from './ai-visibility-format';
import { PromptImportDialog } from './prompt-import-dialog';
import { EMPTY_PROJECT_FORM, projectFormInput, projectFormValuesOf, promptLines, type EditableProject, type ProjectFormErrors, type ProjectFormValues } from './project-form-rules';
import { ScheduleFields } from './schedule-fields';

type ProjectFormProps =
  | { onCreated(project: { id: string; name: string }): void; onCancel(): void; edit?: undefined }
  | {
      /** The project to change: its fields fill the form, and saving sends what changed. */
      edit: { projectId: string; project: EditableProject };
      /** After a save; the job re-reading the stored answers when brands changed, else null. */
      onSaved(reextractionJobId: string | null): void;
      onCancel(): void;
    };

function TextAreaField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: React.ReactNode;
  error?: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The project form, new or edit: checked here with the api's own messages, and the api's words shown when
 * it refuses. An edit sends the changed project in one update (removed competitors and prompts go with it);
 * each new competitor then goes through addAiVisibilityCompetitor, which re-reads the stored answers for it.
 */
export function ProjectForm(props: ProjectFormProps) {
  const { edit, onCancel } = props;
  const [values, setValues] = React.useState<ProjectFormValues>(() => (edit ? projectFormValuesOf(edit.project) : EMPTY_PROJECT_FORM));
  const [errors, setErrors] = React.useState<ProjectFormErrors>({});
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const [create, created] = useMutation(CreateAiVisibilityProjectMutation, { refetchQueries: [AiVisibilityProjectsQuery] });
  const [update, updated] = useMutation(UpdateAiVisibilityProjectMutation);
  const [addCompetitor, added] = useMutation(AddAiVisibilityCompetitorMutation);
  const loading = created.loading || updated.loading || added.loading;
  const formRef = React.useRef<HTMLFormElement>(null);
  const set = <K extends keyof ProjectFormValues>(key: K) => (value: ProjectFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const promptCount = promptLines(values.prompts).length;
  // Prompts from a CSV import keep their tags, so they are held beside the typed ones.
  const [imported, setImported] = React.useState<AiPromptInput[]>([]);
  const [importing, setImporting] = React.useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const checked = projectFormInput(values, edit ? 'edit' : 'create', imported);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // The first field at fault takes focus, so its message is read out where it is.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    if (props.edit) return save(props.edit, checked.input, props.onSaved);
    try {
      const { data } = await create({ variables: { input: checked.input } });
      if (data) props.onCreated(data.createAiVisibilityProject);
    } catch (error) {
      setRefusal(errorMessage(error, 'The project could not be created.'));
    }
  }

  async function save(target: { projectId: string; project: EditableProject }, input: AiVisibilityProjectInput, onSaved: (jobId: string | null) => void) {
    const known = new Set(target.project.competitors.map((competitor) => competitor.name.toLowerCase()));
    const competitors = input.competitors ?? [];
    try {
      const { data } = await update({ variables: { id: target.projectId, input: { ...input, competitors: competitors.filter((competitor) => known.has(competitor.name.toLowerCase())) } } });
      let jobId = data?.updateAiVisibilityProject.reextractionJobId ?? null;
      for (const competitor of competitors.filter((candidate) => !known.has(candidate.name.toLowerCase()))) {
        const addition = await addCompetitor({ variables: { projectId: target.projectId, input: competitor } });
        jobId = addition.data?.addAiVisibilityCompetitor.reextractionJobId ?? jobId;
      }
      onSaved(jobId);
    } catch (error) {
      setRefusal(errorMessage(error, 'The project could not be saved.'));
    }
  }

  const text = (key: keyof ProjectFormValues, label: string, hint?: string) => (
    <TextField id={`ai-project-${key}`} label={label} hint={hint} value={values[key]} error={errors[key]} onChange={(event) => set(key)(event.target.value)} />
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="ai-project-form-heading" className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="ai-project-form-heading" className="text-xl font-semibold">
        {edit ? 'Edit project' : 'New project'}
      </h2>
      {text('name', 'Project name')}
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold">Your brand</legend>
        {text('brandName', 'Brand name')}
        {text('brandAliases', 'Aliases', 'Other names answers use, comma-separated.')}
        {text('brandDomains', 'Domains', 'Your own domains, comma-separated, such as example.com.')}
      </fieldset>
      <TextAreaField
        id="ai-project-competitors"
        label="Competitors"
        hint="One a line: name, its aliases in brackets if any, a colon, then its domains, such as “Acme (Acme Inc): acme.com, acme.io”. At most 20. Changing them re-reads the stored answers; no engine is asked again."
        error={errors.competitors}
        value={values.competitors}
        onChange={set('competitors')}
      />
      <TextAreaField
        id="ai-project-prompts"
        label="Prompts"
        hint={`One a line, tags after a bar: “best crm | buying, crm”. ${promptCount.toLocaleString('en-US')} prompt${promptCount === 1 ? '' : 's'}; your plan sets how many a project may hold.`}
        error={errors.prompts}
        value={values.prompts}
        onChange={set('prompts')}
      />
      <div className="-mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => setImporting(true)}>
          <FileUp aria-hidden="true" />
          {imported.length > 0 ? 'Change CSV' : 'Paste or upload CSV'}
        </Button>
        {imported.length > 0 ? (
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground" data-testid="prompt-file-summary">
            {imported.length.toLocaleString('en-US')} prompt{imported.length === 1 ? '' : 's'} from the CSV, with their tags, are saved with the project.
            <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => setImported([])}>
              Remove CSV
            </Button>
          </p>
        ) : null}
      </div>
      {importing ? <PromptImportDialog projectId={null} open onClose={() => setImporting(false)} onAccept={setImported} /> : null}
      <fieldset className="grid gap-2" aria-describedby={errors.surfaces ? 'ai-project-surfaces-error' : undefined}>
        <legend className="mb-1 text-sm font-semibold">Surfaces to ask</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {Object.entries(SURFACE_LABELS).map(([surface, label]) => (
            <label key={surface} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={values.surfaces.includes(surface)}
                onChange={(event) => set('surfaces')(event.target.checked ? [...values.surfaces, surface] : values.surfaces.filter((chosen) => chosen !== surface))}
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id="ai-project-surfaces-error" message={errors.surfaces} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="ai-project-samples"
          label="Samples per prompt"
          hint="Times each prompt is asked of each surface in a run (1–10)."
          type="number"
          min={1}
          max={10}
          inputMode="numeric"
          value={values.samples}
          error={errors.samples}
          onChange={(event) => set('samples')(event.target.value)}
        />
        {text('country', 'Country', 'Two letters, such as us.')}
        {text('language', 'Language', 'A language code, such as en.')}
      </div>
      <ScheduleFields values={values} errors={errors} onChange={(change) => setValues((current) => ({ ...current, ...change }))} />
      {refusal ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={loading}>
          {edit ? (loading ? 'Saving…' : 'Save changes') : loading ? 'Creating…' : 'Create project'}
        </Button>
      </div>
    </form>
  );
}
