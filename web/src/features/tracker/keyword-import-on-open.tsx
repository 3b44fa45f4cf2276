import * as React from 'react';
import type { KeywordImportDialogProps } from './keyword-import-dialog';

// The import dialog (its preview, parsing and upload parts) loads when opened, not with the tracker's first screen.
const KeywordImportDialog = React.lazy(() => import('./keyword-import-dialog').then((module) => ({ default: module.KeywordImportDialog })));

/** The keyword import dialog, loaded and mounted only while open. */
export function KeywordImportOnOpen(props: KeywordImportDialogProps) {
  if (!props.open) return null;
  return (
    <React.Suspense fallback={null}>
      <KeywordImportDialog {...props} />
    </React.Suspense>
  );
}
