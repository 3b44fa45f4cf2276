import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Save } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FieldError } from '../../components/ui/field-error';
import { Label } from '../../components/ui/label';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/graphql-error';
import { ContentScoreBadge, revisionScoresText } from '../articles/content-score-band';
import { UpdateArticleMutation } from './article-editor-documents';
import { MarkdownEditor } from './markdown-editor';
import { ScorePanel } from './score-panel';
import { useDraftScore, type DraftFields } from './use-draft-score';
import { useUnsavedChanges } from './use-unsaved-changes';

export const MAX_TITLE_LENGTH = 300;
export const MAX_META_DESCRIPTION_LENGTH = 300;

export interface EditableArticle {
  id: string;
  keyword: string;
  title: string;
  metaDescription: string | null;
  body: string;
  scoreHistory: number[] | null;
}

type FieldErrors = Partial<Record<'title' | 'metaDescription' | 'text', string>>;

function validate(fields: DraftFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.title.trim()) errors.title = 'Title is required.';
  else if (fields.title.trim().length > MAX_TITLE_LENGTH) errors.title = `Title must be at most ${MAX_TITLE_LENGTH} characters.`;
  if (fields.metaDescription.trim().length > MAX_META_DESCRIPTION_LENGTH) errors.metaDescription = `Meta description must be at most ${MAX_META_DESCRIPTION_LENGTH} characters.`;
  if (!fields.text.trim()) errors.text = 'Text is required.';
  return errors;
}

const fieldsOf = (article: EditableArticle): DraftFields => ({ title: article.title, metaDescription: article.metaDescription ?? '', text: article.body });

/** A saved article in the Markdown editor, its content score beside it, updated as the user types. */
export function ArticleEditor({ article }: { article: EditableArticle }) {
  const [saved, setSaved] = React.useState<DraftFields>(() => fieldsOf(article));
  const [fields, setFields] = React.useState<DraftFields>(saved);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const [updateArticle, { loading: saving }] = useMutation(UpdateArticleMutation);
  const dirty = fields.title !== saved.title || fields.metaDescription !== saved.metaDescription || fields.text !== saved.text;
  const unsaved = useUnsavedChanges(dirty);
  const { score, stale, error: scoreError } = useDraftScore(article.id, fields);

  const set = (name: keyof DraftFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name === 'text' ? 'text' : name]: undefined }));
    setFormError(null);
  };

  const save = async () => {
    const problems = validate(fields);
    setErrors(problems);
    // Focus goes to the first field to fix (the editor's editable area for the text).
    const first = problems.title ? '#article-title' : problems.metaDescription ? '#article-meta' : problems.text ? '.cm-content' : null;
    if (first) {
      document.querySelector<HTMLElement>(first)?.focus();
      return;
    }
    setFormError(null);
    try {
      const { data } = await updateArticle({ variables: { id: article.id, input: { title: fields.title, metaDescription: fields.metaDescription, text: fields.text } } });
      if (!data) throw new Error('The article could not be saved.');
      const stored = { title: data.updateArticle.title, metaDescription: data.updateArticle.metaDescription ?? '', text: data.updateArticle.body };
      setSaved(stored);
      setFields(stored);
      toast({ title: 'Article saved', description: `Content score ${data.updateArticle.contentScore ?? '–'}` });
    } catch (error) {
      setFormError(errorMessage(error, 'The article could not be saved. Please try again.'));
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
    }
  };

  return (
    <div onKeyDown={onKeyDown} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        className="min-w-0 space-y-5"
        noValidate
        aria-labelledby="editor-title"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button asChild variant="ghost" size="sm">
            <Link to="/articles">
              <ArrowLeft aria-hidden="true" />
              My Articles
            </Link>
          </Button>
          <div className="flex flex-wrap items-center gap-3">
            {/* On narrow screens the panel is below the editor: the score stays in sight here. */}
            {score ? (
              <a href="#score-panel-title" className="lg:hidden" aria-label={`Content score ${score.score.score}, see the breakdown`}>
                <ContentScoreBadge score={score.score.score} />
              </a>
            ) : null}
            <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="save-state">
              {saving ? 'Saving…' : dirty ? 'Unsaved changes' : 'All changes saved'}
            </span>
            <Button type="submit" disabled={saving || !dirty} aria-keyshortcuts="Control+S Meta+S">
              <Save aria-hidden="true" />
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </div>
        {article.scoreHistory && article.scoreHistory.length > 1 ? (
          <p className="text-sm text-muted-foreground" data-testid="revision-scores">
            Written with the optimise step: {revisionScoresText(article.scoreHistory)}
          </p>
        ) : null}
        {formError ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
            {formError}
          </p>
        ) : null}
        <TextField
          id="article-title"
          label="Title"
          value={fields.title}
          maxLength={MAX_TITLE_LENGTH}
          onChange={(event) => set('title')(event.target.value)}
          error={errors.title}
          required
        />
        <TextField
          id="article-meta"
          label="Meta description"
          hint={`${fields.metaDescription.trim().length} of ${MAX_META_DESCRIPTION_LENGTH} characters; search results show about 155.`}
          value={fields.metaDescription}
          maxLength={MAX_META_DESCRIPTION_LENGTH}
          onChange={(event) => set('metaDescription')(event.target.value.replace(/\r?\n/g, ' '))}
          error={errors.metaDescription}
        />
        <div className="grid gap-2">
          <Label id="article-text-label">Article (Markdown)</Label>
          <p id="article-text-hint" className="text-xs text-muted-foreground">
            Tab moves to the next field; Ctrl+S saves.
          </p>
          <MarkdownEditor value={fields.text} onChange={set('text')} labelledBy="article-text-label" describedBy={errors.text ? 'article-text-error article-text-hint' : 'article-text-hint'} />
          <FieldError id="article-text-error" message={errors.text} />
        </div>
      </form>
      <aside className="min-w-0 lg:sticky lg:top-20 lg:self-start" aria-label="Content score">
        <ScorePanel result={score} stale={stale} error={scoreError !== null} />
      </aside>
      <ConfirmDialog
        open={unsaved.leaving !== null}
        title="Leave without saving?"
        description="Your changes to this article are not saved. Leave the editor and lose them?"
        confirmLabel="Leave"
        busyLabel="Leaving…"
        cancelLabel="Keep editing"
        failureMessage="Could not leave the editor."
        onConfirm={() => Promise.resolve(unsaved.leave())}
        onClose={unsaved.stay}
      />
    </div>
  );
}
