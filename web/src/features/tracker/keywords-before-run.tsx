import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { errorMessage } from '../../lib/graphql-error';
import { KeywordImportOnOpen } from './keyword-import-on-open';
import { KeywordsBeforeRunQuery } from './keywords-before-run-documents';
import { OWN_REQUEST } from './own-request';
import { useTrackerRefresh } from './tracker-refresh';
import { useReadOnlyWorkspace } from '../workspaces/use-current-workspace';

/**
 * An instance's keywords with their tags, target URL and device, and "Import keywords", for an
 * instance without results yet: an agency can load its CSV before spending credits on a first run.
 */
export function KeywordsBeforeRun({ instanceId }: { instanceId: string }) {
  const [importing, setImporting] = React.useState(false);
  const [notice, setNotice] = React.useState<string | null>(null);
  const refresh = useTrackerRefresh();
  // A client viewer reads the keywords; importing is the agency's.
  const readOnly = useReadOnlyWorkspace();
  const { data, error } = useQuery(KeywordsBeforeRunQuery, { variables: { instanceId }, fetchPolicy: 'cache-and-network', context: OWN_REQUEST });
  const keywords = data?.trackingKeywords;

  function imported(summary: string) {
    setNotice(summary);
    void refresh().catch(() => undefined);
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {notice ?? (keywords ? `${keywords.length.toLocaleString()} keyword${keywords.length === 1 ? '' : 's'} to check on the first run.` : '')}
        </p>
        {readOnly ? null : (
          <Button type="button" variant="outline" size="sm" onClick={() => setImporting(true)}>
            Import keywords
          </Button>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error, 'The keywords could not be loaded.')}
        </p>
      ) : null}
      {keywords && keywords.length > 0 ? (
        <ScrollRegion label="Keywords" className="max-h-96 rounded-md border">
          <table className="w-full text-sm" aria-label="Keywords">
            <thead className="bg-muted/40">
              <tr className="border-b text-left">
                <th className="px-2 py-1.5 font-medium">Keyword</th>
                <th className="px-2 py-1.5 font-medium">Tags</th>
                <th className="px-2 py-1.5 font-medium">Target URL</th>
                <th className="px-2 py-1.5 font-medium">Device</th>
              </tr>
            </thead>
            <tbody>
              {keywords.map((row) => (
                <tr key={row.keyword} className="border-b align-top last:border-0">
                  <td className="break-all px-2 py-1.5">{row.keyword}</td>
                  <td className="px-2 py-1.5">
                    <span className="flex flex-wrap gap-1">
                      {row.tags.map((tag) => (
                        <Badge key={tag} variant="secondary">
                          {tag}
                        </Badge>
                      ))}
                    </span>
                  </td>
                  <td className="break-all px-2 py-1.5">{row.targetUrl ?? ''}</td>
                  <td className="px-2 py-1.5">{row.device ?? 'All devices'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      <KeywordImportOnOpen instanceId={instanceId} open={importing} onClose={() => setImporting(false)} onImported={imported} />
    </div>
  );
}
