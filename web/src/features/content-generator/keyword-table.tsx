import * as React from 'react';
import { Link } from 'react-router-dom';
import { FileText, Lock } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { CREDIT_TEXTS, creditsShortfall } from '../credits/credit-texts';
import { CreditsLeftLine } from '../credits/credits-left-line';
import { OutOfCreditsNotice } from '../credits/out-of-credits-notice';
import { isUsedUp, useCreditsLeft } from '../credits/use-credits-left';
import { DataSourceBadge } from '../data-source/sandbox-banner';
import type { KeywordRow } from './generator-flow';

interface KeywordTableProps {
  rows: KeywordRow[];
  selected: string[];
  seed?: string;
  source: 'LIVE' | 'SANDBOX' | null;
  busy: boolean;
  /** The server refused the last start for want of article credits (whatever the count said). */
  refusedForCredits: boolean;
  onToggle(keyword: string): void;
  onToggleAll(selected: boolean): void;
  onGenerate(): void;
  /** Revise each article after writing while its content score is below the goal. */
  optimise: boolean;
  onOptimiseChange(optimise: boolean): void;
  /** A content brief picker beside the optimise option, once briefs can be chosen here. */
  briefPicker?: React.ReactNode;
}

const numberFormat = new Intl.NumberFormat('en-US');
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The proposed keywords with their stats; the checked ones get an article each, for an article credit each. */
export function KeywordTable({ rows, selected, seed, source, busy, refusedForCredits, onToggle, onToggleAll, onGenerate, optimise, onOptimiseChange, briefPicker }: KeywordTableProps) {
  const id = React.useId();
  const allSelected = rows.length > 0 && selected.length === rows.length;
  const articleCredits = useCreditsLeft('ARTICLES');
  const usedUp = isUsedUp(articleCredits);
  const left = articleCredits?.remaining;
  // A batch is all or nothing: it starts only when every selected keyword has its credit.
  const tooFew = !usedUp && left != null && selected.length > left;
  const outOfCredits = usedUp || refusedForCredits;
  return (
    <Card>
      <CardHeader className="gap-3 px-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="space-y-1.5">
          <CardTitle className="text-xl">Choose your keywords</CardTitle>
          <CardDescription>
            {seed ? (
              <>
                Suggested seed keyword: <strong className="text-foreground">{seed}</strong>.{' '}
              </>
            ) : null}
            {selected.length} of {rows.length} selected.
          </CardDescription>
        </div>
        <DataSourceBadge source={source} liveLabel="Live keyword data" />
      </CardHeader>
      <CardContent className="space-y-4 px-3 sm:px-6">
        <div className="overflow-x-auto rounded-lg border">
          <Table aria-label="Keywords" className="text-xs sm:text-sm">
            <TableHeader>
              <TableRow>
                <TableHead className="w-8 px-2 sm:px-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    aria-label="Select all keywords"
                    checked={allSelected}
                    onChange={(event) => onToggleAll(event.target.checked)}
                    disabled={busy}
                  />
                </TableHead>
                <TableHead className="px-2 sm:px-3">Keyword</TableHead>
                <TableHead className="px-2 text-right sm:px-3">Volume</TableHead>
                <TableHead className="px-2 text-right sm:px-3">CPC</TableHead>
                <TableHead className="px-2 text-right sm:px-3">Competition</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.keyword}>
                  <TableCell className="px-2 sm:px-3">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      aria-label={`Select ${row.keyword}`}
                      checked={selected.includes(row.keyword)}
                      onChange={() => onToggle(row.keyword)}
                      disabled={busy}
                    />
                  </TableCell>
                  <TableCell className="px-2 font-medium sm:px-3">{row.keyword}</TableCell>
                  <TableCell className="px-2 text-right tabular-nums sm:px-3">{numberFormat.format(row.volume)}</TableCell>
                  <TableCell className="px-2 text-right tabular-nums sm:px-3">{moneyFormat.format(row.cpc)}</TableCell>
                  <TableCell className="px-2 text-right tabular-nums sm:px-3">{Math.round(row.competition * 100)}%</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <div className="space-y-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-primary"
                checked={optimise}
                onChange={(event) => onOptimiseChange(event.target.checked)}
                disabled={busy}
                aria-describedby={`${id}-optimise-hint`}
              />
              <span>
                <span className="font-medium">Optimise after writing</span>
                <span id={`${id}-optimise-hint`} className="block text-xs text-muted-foreground">
                  Scores each article and revises it up to twice while its content score is below the goal.
                </span>
              </span>
            </label>
            {briefPicker}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button
              onClick={onGenerate}
              disabled={selected.length === 0 || busy || usedUp || tooFew}
              aria-describedby={outOfCredits || tooFew ? `${id}-credits` : undefined}
              className="w-full sm:w-auto"
            >
              {usedUp ? <Lock aria-hidden="true" /> : <FileText aria-hidden="true" />}
              {busy ? 'Starting...' : usedUp ? CREDIT_TEXTS.ARTICLES.noneLeft : 'Generate Articles'}
            </Button>
            <CreditsLeftLine kind="ARTICLES" testId="articles-left" />
          </div>
          <div aria-live="polite">
            {outOfCredits ? (
              <OutOfCreditsNotice id={`${id}-credits`} kind="ARTICLES" credits={articleCredits} className="mt-3" />
            ) : tooFew && articleCredits ? (
              <p id={`${id}-credits`} className="mt-3 text-sm text-amber-900">
                {`${creditsShortfall(articleCredits)} Select ${left} ${left === 1 ? 'keyword' : 'keywords'} or fewer.`}{' '}
                <Link to="/pricing" className="font-medium text-primary underline underline-offset-4">
                  Upgrade for more credits
                </Link>
              </p>
            ) : null}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
