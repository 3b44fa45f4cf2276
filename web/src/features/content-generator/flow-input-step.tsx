import * as React from 'react';
import { Link } from 'react-router-dom';
import { Lock, LogIn, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { CREDIT_TEXTS } from '../credits/credit-texts';
import { CreditsLeftLine } from '../credits/credits-left-line';
import { OutOfCreditsNotice } from '../credits/out-of-credits-notice';
import { isUsedUp, useCreditsLeft } from '../credits/use-credits-left';
import { findArticleFlow, type ArticleFlowId } from '../tools/article-flows';
import { isInputValid, type FlowInput } from './generator-flow';
import { KeywordLimitInput } from './keyword-limit-input';

interface FlowInputStepProps {
  flow: ArticleFlowId;
  input: FlowInput;
  maxKeywords: number;
  planName: string | null;
  busy: boolean;
  /** The server refused the last lookup for want of keyword searches (whatever the count said). */
  refusedForCredits: boolean;
  /** Set when the visitor must sign in first; the link keeps what they typed. */
  signIn: { message: string; onSignIn(): void; href: string } | null;
  onChange(input: FlowInput): void;
  onSubmit(): void;
}

const FIELDS: Record<ArticleFlowId, { label: string; placeholder: string; hint: string; multiline: boolean }> = {
  business: {
    label: 'Describe your business or niche',
    placeholder: 'e.g. A family-run bakery in Austin selling sourdough bread and custom cakes',
    hint: 'We suggest a seed keyword from your description, then expand it.',
    multiline: true,
  },
  domain: {
    label: 'Competitor domain',
    placeholder: 'e.g. competitor.com',
    hint: 'We list the keywords this domain ranks for.',
    multiline: false,
  },
  keyword: {
    label: 'Seed keywords',
    placeholder: 'e.g. sourdough bread, custom cakes',
    hint: 'Separate several seed keywords with commas.',
    multiline: false,
  },
};

export function FlowInputStep({ flow, input, maxKeywords, planName, busy, refusedForCredits, signIn, onChange, onSubmit }: FlowInputStepProps) {
  const id = React.useId();
  const field = FIELDS[flow];
  const info = findArticleFlow(flow);
  const valid = isInputValid(input.text);
  // Keywords come from lookups that spend keyword searches; what was typed stays editable either way.
  const searches = useCreditsLeft('KEYWORD_SEARCHES');
  const usedUp = isUsedUp(searches);
  const outOfCredits = usedUp || refusedForCredits;
  const onFormSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (valid && !busy && !usedUp) onSubmit();
  };
  const fieldProps = {
    id,
    value: input.text,
    placeholder: field.placeholder,
    disabled: busy,
    'aria-describedby': `${id}-hint`,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ ...input, text: event.target.value }),
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{info?.title}</CardTitle>
        <CardDescription>{info?.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-6" onSubmit={onFormSubmit} aria-label={info?.title}>
          <div className="space-y-2">
            <Label htmlFor={id}>{field.label}</Label>
            {field.multiline ? <Textarea rows={4} {...fieldProps} /> : <Input {...fieldProps} />}
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {field.hint}
            </p>
          </div>
          <KeywordLimitInput
            value={input.limit}
            max={maxKeywords}
            planName={planName}
            disabled={busy}
            onChange={(limit) => onChange({ ...input, limit })}
          />
          {signIn ? (
            <div role="alert" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
              <p>{signIn.message}</p>
              <Button asChild size="sm" variant="outline">
                <Link to={signIn.href} onClick={signIn.onSignIn}>
                  <LogIn aria-hidden="true" />
                  Sign in to continue
                </Link>
              </Button>
            </div>
          ) : null}
          <div>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <Button
                type="submit"
                className="w-full sm:w-auto"
                disabled={!valid || busy || usedUp}
                aria-describedby={outOfCredits ? `${id}-credits` : undefined}
              >
                {usedUp ? <Lock aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
                {busy ? 'Generating...' : usedUp ? CREDIT_TEXTS.KEYWORD_SEARCHES.noneLeft : 'Generate Keywords'}
              </Button>
              <CreditsLeftLine kind="KEYWORD_SEARCHES" testId="searches-left" />
            </div>
            <div aria-live="polite">
              {outOfCredits ? <OutOfCreditsNotice id={`${id}-credits`} kind="KEYWORD_SEARCHES" credits={searches} className="mt-3" /> : null}
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
