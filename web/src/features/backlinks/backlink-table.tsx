import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

/** Spec §3 backlink fields, as the CSV header. */
export const BACKLINK_CSV_HEADER = ['anchor_text', 'domain_source', 'url_source', 'domain_target', 'url_target'] as const;

export function backlinkCsvRows(backlinkRefs: readonly BacklinkRef[]) {
  return getFragmentData(BacklinkTable.fragments.backlink, backlinkRefs).map((link) => [link.anchorText, link.domainSource, link.urlSource, link.domainTarget, link.urlTarget]);
}

/** "12 backlinks", or "12 backlinks, one per referring domain". */
export function backlinkCount(count: number, unique: boolean): string {
  return `${count.toLocaleString('en-US')} backlink${count === 1 ? '' : 's'}${unique ? ', one per referring domain' : ''}`;
}

/** Vendor data decides the address; only web addresses become links. */
function webLink(url: string) {
  return /^https?:\/\//i.test(url) ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="break-all text-primary hover:underline">
      {url}
    </a>
  ) : (
    <span className="break-all">{url}</span>
  );
}

/** Backlinks as a table: anchor text, the linking page and its domain, the page linked to. */
export function BacklinkTable({ backlinks: backlinkRefs, label }: { backlinks: readonly BacklinkRef[]; label: string }) {
  const backlinks = getFragmentData(BacklinkTable.fragments.backlink, backlinkRefs);
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Anchor text</TableHead>
          <TableHead>Source page</TableHead>
          <TableHead>Target page</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {backlinks.map((link, index) => (
          <TableRow key={`${link.urlSource}→${link.urlTarget}:${index}`}>
            <TableCell className="min-w-40 break-words">{link.anchorText || <span className="text-muted-foreground">(no anchor text)</span>}</TableCell>
            <TableCell className="min-w-56">
              <p className="font-medium break-all">{link.domainSource}</p>
              <p className="text-xs">{webLink(link.urlSource)}</p>
            </TableCell>
            <TableCell className="min-w-56 text-xs">{webLink(link.urlTarget)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

BacklinkTable.fragments = {
  backlink: graphql(`
    fragment BacklinkTable_backlink on Backlink {
      anchorText
      domainSource
      domainTarget
      urlSource
      urlTarget
    }
  `),
};

/** A backlink as the lookups answer it: `...BacklinkTable_backlink` spread in. */
export type BacklinkRef = FragmentType<typeof BacklinkTable.fragments.backlink>;
