import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { ArticleDraftScoreQuery } from './article-editor-documents';

/** How long typing must pause before the text is scored again. */
export const SCORE_DEBOUNCE_MS = 400;

export interface DraftFields {
  title: string;
  metaDescription: string;
  text: string;
}

/** A value that follows `value` once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The editor's text scored against the article's target as the user types: scored once typing pauses,
 * the last score kept on screen while the next one loads (no flicker), `stale` while what is shown is
 * not the score of what is typed.
 */
export function useDraftScore(articleId: string, fields: DraftFields) {
  const debounced = useDebounced(fields, SCORE_DEBOUNCE_MS);
  const { data, previousData, loading, error } = useQuery(ArticleDraftScoreQuery, {
    variables: { id: articleId, input: { title: debounced.title, metaDescription: debounced.metaDescription, text: debounced.text } },
  });
  const shown = data ?? previousData;
  const typing = debounced.text !== fields.text || debounced.title !== fields.title || debounced.metaDescription !== fields.metaDescription;
  const stale = loading || typing;
  return { score: shown?.articleScore ?? null, stale, error: error ?? null };
}
