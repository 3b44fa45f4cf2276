import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { Pencil } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/graphql-error';
import { UpdateTrackedKeywordMutation } from './keyword-bulk-documents';
import { safeUrl } from './keyword-table-model';

interface KeywordTagsCellProps {
  instanceId: string;
  keyword: string;
  tags: readonly string[];
  targetUrl: string | null | undefined;
  /** After a save, with what to tell the user. */
  onSaved(message: string): void;
}

/** Tags typed as one line: split on `;` or `,` (the import's and the bulk bar's separators). */
export function tagsFromText(text: string): string[] {
  return text
    .split(/[;,]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The target page without its scheme, for a narrow cell. */
const shortUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '');

/**
 * A keyword's tags and target URL in the keyword table, edited in place: a click on the cell, or
 * Enter / F2 on it, opens the editor; Enter saves, Escape cancels. The server checks what is saved.
 */
export function KeywordTagsCell({ instanceId, keyword, tags, targetUrl, onSaved }: KeywordTagsCellProps) {
  const [editing, setEditing] = React.useState(false);
  const editButton = React.useRef<HTMLButtonElement>(null);
  const refocus = React.useRef(false);
  const close = React.useCallback(() => {
    refocus.current = true;
    setEditing(false);
  }, []);
  // Keyboard users land where they started: on the edit button, in the same commit that removes the
  // editor (a later frame would leave focus on the page's body in between).
  React.useLayoutEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const target = safeUrl(targetUrl);

  return (
    <td
      className="min-w-40 max-w-72 border-l px-3 py-2 align-middle sm:min-w-52"
      data-testid="keyword-tags-cell"
      onClick={(event) => {
        event.stopPropagation();
        if (!editing) setEditing(true);
      }}
      onKeyDown={(event) => {
        if (!editing && event.key === 'F2') {
          event.preventDefault();
          setEditing(true);
        }
      }}
    >
      {editing ? (
        <KeywordTagsEditor
          instanceId={instanceId}
          keyword={keyword}
          tags={tags}
          targetUrl={targetUrl ?? ''}
          onCancel={close}
          onSaved={(message) => {
            close();
            onSaved(message);
          }}
        />
      ) : (
        <div className="flex items-start gap-2">
          <div className="grid min-w-0 flex-1 gap-1 text-xs">
            <div className="flex flex-wrap gap-1">
              {tags.length === 0 ? <span className="text-muted-foreground">No tags</span> : tags.map((tag) => <Badge key={tag} variant="secondary">{tag}</Badge>)}
            </div>
            <span className="truncate text-muted-foreground" title={target ?? undefined}>
              {target ? shortUrl(target) : 'Any page'}
            </span>
          </div>
          <Button
            ref={editButton}
            type="button"
            variant="ghost"
            size="icon"
            className="size-7 shrink-0"
            aria-label={`Edit tags and target URL of ${keyword}`}
            title="Edit tags and target URL (Enter or F2)"
            onClick={(event) => {
              event.stopPropagation();
              setEditing(true);
            }}
          >
            <Pencil className="size-3.5" aria-hidden="true" />
          </Button>
        </div>
      )}
    </td>
  );
}

interface KeywordTagsEditorProps {
  instanceId: string;
  keyword: string;
  tags: readonly string[];
  targetUrl: string;
  onCancel(): void;
  onSaved(message: string): void;
}

function KeywordTagsEditor({ instanceId, keyword, tags, targetUrl, onCancel, onSaved }: KeywordTagsEditorProps) {
  const [tagText, setTagText] = React.useState(tags.join('; '));
  const [url, setUrl] = React.useState(targetUrl);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateTrackedKeywordMutation);
  const id = React.useId();
  const errorId = `${id}-error`;
  const form = React.useRef<HTMLFormElement>(null);
  const tagsInput = React.useRef<HTMLInputElement>(null);
  // The editor opens on the user's own click or key, and typing is what comes next. Focus alone would
  // scroll a narrow table just enough to leave the editor under the sticky keyword column: the form's
  // scroll margin keeps it clear of that column.
  React.useEffect(() => {
    tagsInput.current?.focus({ preventScroll: true });
    form.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);

  async function submit() {
    setFailure(null);
    try {
      await save({ variables: { instanceId, input: { keyword, tags: tagsFromText(tagText), targetUrl: url.trim() || null } } });
      onSaved(`Saved the tags and target URL of “${keyword}”.`);
    } catch (error) {
      setFailure(errorMessage(error, 'The keyword could not be saved.'));
    }
  }

  return (
    <form
      ref={form}
      aria-label={`Tags and target URL of ${keyword}`}
      className="grid scroll-ml-48 gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <Input
        ref={tagsInput}
        aria-label={`Tags of ${keyword}`}
        placeholder="Tags, separated by ; or ,"
        value={tagText}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? errorId : undefined}
        onChange={(event) => setTagText(event.target.value)}
        className="h-8 text-xs"
      />
      <Input
        type="url"
        aria-label={`Target URL of ${keyword}`}
        placeholder="https://… (empty: any page)"
        value={url}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? errorId : undefined}
        onChange={(event) => setUrl(event.target.value)}
        className="h-8 text-xs"
      />
      {failure ? (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {failure}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={loading}>
          {loading ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
