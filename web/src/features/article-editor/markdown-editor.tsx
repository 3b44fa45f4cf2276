import * as React from 'react';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { markdown } from '@codemirror/lang-markdown';

const SETUP = { lineNumbers: false, foldGutter: false, highlightActiveLineGutter: false } as const;

interface MarkdownEditorProps {
  value: string;
  onChange(value: string): void;
  /** Id of the editor's label. */
  labelledBy: string;
  /** Ids of the lines that describe the editor. */
  describedBy?: string;
}

/**
 * The article's Markdown in CodeMirror 6 with Markdown highlighting. Tab moves focus on (keyboard users
 * are not trapped in the editor); the label and description reach the editable area itself.
 */
export function MarkdownEditor({ value, onChange, labelledBy, describedBy }: MarkdownEditorProps) {
  // Made once per label: a new extension array on every render would reconfigure the editor on each keystroke.
  const extensions = React.useMemo(
    () => [
      markdown(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-labelledby': labelledBy, ...(describedBy ? { 'aria-describedby': describedBy } : {}) }),
    ],
    [labelledBy, describedBy],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      basicSetup={SETUP}
      indentWithTab={false}
      minHeight="24rem"
      className="overflow-hidden rounded-md border text-sm focus-within:ring-2 focus-within:ring-ring"
      data-testid="markdown-editor"
    />
  );
}
