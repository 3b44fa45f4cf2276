import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/graphql-error';
import { useReadAheadQuery } from '../../lib/read-ahead';
import { safeUrl } from './keyword-table-model';
import { cannibalisationRead } from './cannibalisation-documents';
import type { Device, TrackerCannibalisationQuery as TrackerCannibalisationQueryData } from '../../gql/graphql';
import { formatLocalDateTime } from './tracker-format';

/**
 * Cannibalisation in the latest run with stored pages: the keywords where two or more of the own
 * domain's URLs rank in the top 100, those URLs, and the health figure (share of keywords without it) per run;
 * per device when the instance tracks both.
 */
export function Cannibalisation({ instanceId }: { instanceId: string }) {
  // The first keywords of each device come with the page; the rest only when asked for (an instance can have thousands).
  const [showAll, setShowAll] = useState(false);
  const { data, previousData, loading, error } = useReadAheadQuery(cannibalisationRead(instanceId, showAll));
  const report = (data ?? previousData)?.trackerCannibalisation;
  const more = showAll ? undefined : { onShowAll: () => setShowAll(true) };
  const loadingAll = showAll && loading;
  if (!report && loading) {
    return (
      <div className="flex items-center gap-3 py-4 text-sm text-muted-foreground">
        <Spinner label="Loading cannibalisation" />
        Loading…
      </div>
    );
  }
  if (!report) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(error, 'Cannibalisation could not be loaded.')}
      </p>
    );
  }
  if (report.health.length === 0) return <p className="text-sm text-muted-foreground">No run has stored results pages yet.</p>;
  // One section per device the instance tracks, in the order the points come (desktop first).
  const devices = [...new Set(report.health.map((point) => point.device))];
  if (devices.length === 1) return <DeviceCannibalisation domain={report.domain} health={report.health} keywords={report.keywords} more={more} loadingAll={loadingAll} />;
  return (
    <div className="grid min-w-0 gap-4" data-testid="cannibalisation">
      {devices.map((device) => (
        <section key={device} aria-labelledby={`cannibalisation-${device}`} className="grid min-w-0 gap-2">
          <h4 id={`cannibalisation-${device}`} className="text-sm font-semibold">
            {DEVICE_LABELS[device]}
          </h4>
          <DeviceCannibalisation
            domain={report.domain}
            device={device}
            health={report.health.filter((point) => point.device === device)}
            keywords={report.keywords.filter((keyword) => keyword.device === device)}
            more={more}
            loadingAll={loadingAll}
          />
        </section>
      ))}
    </div>
  );
}

const DEVICE_LABELS: Record<Device, string> = { desktop: 'Desktop', mobile: 'Mobile' };

type Report = NonNullable<TrackerCannibalisationQueryData['trackerCannibalisation']>;

/** One device's health figure, its trend and its cannibalised keywords; `device` names it when there are two. */
function DeviceCannibalisation({
  domain,
  device,
  health,
  keywords,
  more,
  loadingAll,
}: {
  domain: string;
  device?: Device;
  health: Report['health'];
  keywords: Report['keywords'];
  more?: { onShowAll(): void };
  loadingAll: boolean;
}) {
  const latest = health.at(-1);
  if (!latest) return <p className="text-sm text-muted-foreground">No run has stored results pages yet.</p>;
  const listName = device ? `Cannibalised keywords on ${DEVICE_LABELS[device].toLowerCase()}` : 'Cannibalised keywords';
  return (
    <div className="grid min-w-0 gap-3 text-sm" data-testid={device ? `cannibalisation-${device}` : 'cannibalisation'}>
      <p>
        Health {latest.health === null ? '–' : `${latest.health} %`}: {latest.keywordsCannibalised} of {latest.keywordsChecked} checked keywords have two or more {domain} pages
        in the top 100 (run of {formatLocalDateTime(latest.runAt)}).
      </p>
      {health.length > 1 ? (
        <p className="text-muted-foreground">
          Over the last {health.length} runs: {health.map((point) => (point.health === null ? '–' : `${point.health} %`)).join(' → ')}
        </p>
      ) : null}
      {keywords.length === 0 ? (
        <p className="text-muted-foreground">No keyword has two of your pages competing in this run.</p>
      ) : (
        <ul className="grid min-w-0 gap-2" aria-label={listName}>
          {keywords.map((keyword) => (
            <li key={keyword.keyword} className="min-w-0 rounded-md border p-2">
              <span className="font-medium">{keyword.keyword}</span>
              <ul className="mt-1 grid gap-0.5">
                {keyword.urls.map((entry) => {
                  const url = safeUrl(entry.url);
                  return (
                    <li key={entry.url} className="flex min-w-0 gap-2">
                      <span className="w-8 shrink-0 text-right tabular-nums text-muted-foreground">{entry.position}</span>
                      {url ? (
                        <a href={url} target="_blank" rel="noopener noreferrer" className="truncate text-primary underline-offset-4 hover:underline">
                          {url.replace(/^https?:\/\//i, '')}
                        </a>
                      ) : (
                        <span className="truncate">{entry.url}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {more && keywords.length < latest.keywordsCannibalised ? (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={more.onShowAll}>
          Show all {latest.keywordsCannibalised} keywords
        </Button>
      ) : null}
      {loadingAll ? <Spinner label="Loading every cannibalised keyword" /> : null}
    </div>
  );
}
