import * as React from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { getToken } from '../../lib/auth-token';
import { useAuth } from '../session/session-provider';
import type { ArticleFlowId } from '../tools/article-flows';
import type { SavedArticle } from '../articles/article-history';
import { SavedArticlesQuery } from '../articles/use-saved-articles';
import { CreditUsageQuery, isOutOfCredits, useRefetchCredits } from '../credits/use-credits-left';
import { jobState, type JobState } from '../jobs/use-job';
import { ArticlesView } from './articles-view';
import { BriefPicker } from './brief-picker';
import { FlowInputStep } from './flow-input-step';
import { FlowLanding } from './flow-landing';
import { briefArticleState, generatorReducer, INITIAL_STATE, type BriefArticleStart, type GeneratorState } from './generator-flow';
import { AUTH_REQUIRED, generatorErrorMessage, isAuthError } from './keyword-errors';
import { clampKeywordLimit, defaultKeywordLimit } from './keyword-limit';
import { KeywordTable } from './keyword-table';
import { generatedArticlesText } from './live-articles';
import { savePendingFlow, signInPath, takePendingFlow } from './pending-flow';
import { saveGeneratedArticles } from './save-generated';
import { GenerateArticlesMutation } from './use-article-job';
import { KEYWORD_ERROR_TITLE, useKeywordGeneration } from './use-keyword-generation';
import { usePlanKeywordLimit } from './use-plan-keyword-limit';

const FLOW_ENUM = { business: 'BUSINESS', domain: 'DOMAIN', keyword: 'KEYWORD' } as const;

function startState({ initialFlow, initialKeyword, briefArticle }: Pick<ContentGeneratorProps, 'initialFlow' | 'initialKeyword' | 'briefArticle'>): GeneratorState {
  if (briefArticle) return briefArticleState(briefArticle);
  const pending = takePendingFlow();
  if (pending) return generatorReducer(INITIAL_STATE, { type: 'choose', flow: pending.flow, input: pending.input });
  if (initialKeyword) return generatorReducer(INITIAL_STATE, { type: 'choose', flow: 'keyword', input: { text: initialKeyword, limit: 0 } });
  return initialFlow ? generatorReducer(INITIAL_STATE, { type: 'choose', flow: initialFlow }) : INITIAL_STATE;
}

interface ContentGeneratorProps {
  initialFlow?: ArticleFlowId;
  /** Opens the keyword flow with this seed keyword (from a content brief). */
  initialKeyword?: string;
  /** The content brief chosen at the start. */
  initialBriefId?: string;
  /** An article a content brief's page started: the generator shows it being written. */
  briefArticle?: BriefArticleStart;
}

/** The content generator (spec §2, §4): landing → input → keyword list → articles, with Back at every step. */
export function ContentGenerator({ initialFlow, initialKeyword, initialBriefId, briefArticle }: ContentGeneratorProps) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { user } = useAuth();
  const plan = usePlanKeywordLimit();
  const [state, dispatch] = React.useReducer(generatorReducer, { initialFlow, initialKeyword, briefArticle }, startState);
  const [busy, setBusy] = React.useState(false);
  const [keywordSource, setKeywordSource] = React.useState<'LIVE' | 'SANDBOX' | null>(null);
  const [needsSignIn, setNeedsSignIn] = React.useState(false);
  const [optimise, setOptimise] = React.useState(false);
  const [briefId, setBriefId] = React.useState(initialBriefId ?? '');
  // The server refused the last step for want of these credits (whatever the count said).
  const [refusedFor, setRefusedFor] = React.useState<'KEYWORD_SEARCHES' | 'ARTICLES' | null>(null);
  const generateKeywords = useKeywordGeneration();
  const refetchCredits = useRefetchCredits();
  const [startArticles, { loading: startingArticles }] = useMutation(GenerateArticlesMutation, { refetchQueries: [CreditUsageQuery] });

  const max = plan.max ?? 0;
  const input = state.step === 'landing' ? null : { ...state.input, limit: state.input.limit ? clampKeywordLimit(state.input.limit, max) : defaultKeywordLimit(max) };

  const onBack = () => {
    setNeedsSignIn(false);
    setRefusedFor(null);
    if (state.step === 'landing') void navigate('/dashboard');
    else dispatch({ type: 'back' });
  };

  const onSubmitInput = async () => {
    if (state.step !== 'input' || !input) return;
    if (!user || !getToken()) {
      setNeedsSignIn(true);
      return;
    }
    const flow = state.flow;
    setBusy(true);
    setRefusedFor(null);
    try {
      const result = await generateKeywords(flow, input);
      if (result.rows.length === 0) {
        toast({ title: 'No related keywords', description: 'Try a different seed or increase the limit.', variant: 'destructive' });
        return;
      }
      setKeywordSource(result.source);
      dispatch({ type: 'keywordsLoaded', input, rows: result.rows, seed: result.seed });
    } catch (error) {
      // Used-up searches are a known limit, not an error: the input stays, and the step says so.
      if (isOutOfCredits(error)) {
        setRefusedFor('KEYWORD_SEARCHES');
        return;
      }
      // Spec §4: any keyword-generation error resets to the initial state.
      dispatch({ type: 'reset' });
      toast({ title: KEYWORD_ERROR_TITLE[flow], description: generatorErrorMessage(error, 'Request failed'), variant: 'destructive' });
    } finally {
      setBusy(false);
      // Lookups spent searches (some, even when one of them failed).
      refetchCredits();
    }
  };

  const onGenerateArticles = async () => {
    if (state.step !== 'keywords' || state.selected.length === 0) return;
    setRefusedFor(null);
    try {
      const { data } = await startArticles({
        variables: {
          input: {
            flow: FLOW_ENUM[state.flow],
            source: state.input.text.trim(),
            keywords: state.selected,
            business: state.flow === 'business' ? state.input.text.trim() : undefined,
            optimise,
            ...(briefId ? { briefId } : {}),
          },
        },
      });
      if (!data) throw new Error('No article returned');
      dispatch({ type: 'articlesStarted', jobId: jobState(data.generateArticles).id });
    } catch (error) {
      if (isOutOfCredits(error)) {
        setRefusedFor('ARTICLES');
        refetchCredits();
        return;
      }
      toast({
        title: 'Article generation error',
        description: isAuthError(error) ? AUTH_REQUIRED : generatorErrorMessage(error, 'No article returned'),
        variant: 'destructive',
      });
    }
  };

  const rows = React.useMemo(() => (state.step === 'keywords' || state.step === 'articles' ? state.rows : []), [state]);
  const onArticlesFinished = React.useCallback(
    (job: JobState, articles: SavedArticle[]) => {
      saveGeneratedArticles(articles, rows);
      // Articles it did not write are refunded.
      void client.refetchQueries({ include: [SavedArticlesQuery, CreditUsageQuery] });
      if (job.status === 'succeeded') toast({ title: generatedArticlesText(articles.length) });
      else if (job.status === 'failed') toast({ title: 'Article generation error', description: job.error ?? 'No article returned', variant: 'destructive' });
    },
    [client, rows],
  );

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Button variant="ghost" size="sm" className="mb-4 -ml-2" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">AI Content Generator</h1>
        <p className="mt-1 text-muted-foreground">
          {state.step === 'landing'
            ? 'Choose where your keywords come from.'
            : state.step === 'input'
              ? 'Tell us where to start.'
              : state.step === 'keywords'
                ? 'Pick the keywords to write about.'
                : 'Your articles, written live.'}
        </p>
      </header>

      {state.step === 'landing' ? <FlowLanding onChoose={(flow) => dispatch({ type: 'choose', flow })} /> : null}

      {state.step === 'input' && input ? (
        plan.max === null ? (
          <Spinner label="Loading your plan" />
        ) : (
          <FlowInputStep
            flow={state.flow}
            input={input}
            maxKeywords={plan.max}
            planName={plan.planName}
            busy={busy}
            refusedForCredits={refusedFor === 'KEYWORD_SEARCHES'}
            signIn={
              needsSignIn
                ? { message: AUTH_REQUIRED, href: signInPath(state.flow), onSignIn: () => savePendingFlow({ flow: state.flow, input }) }
                : null
            }
            onChange={(next) => {
              setNeedsSignIn(false);
              setRefusedFor(null);
              dispatch({ type: 'choose', flow: state.flow, input: next });
            }}
            onSubmit={() => void onSubmitInput()}
          />
        )
      ) : null}

      {state.step === 'keywords' ? (
        <KeywordTable
          rows={state.rows}
          selected={state.selected}
          seed={state.seed}
          source={keywordSource}
          busy={startingArticles}
          refusedForCredits={refusedFor === 'ARTICLES'}
          onToggle={(keyword) => {
            setRefusedFor(null);
            dispatch({ type: 'toggle', keyword });
          }}
          onToggleAll={(selected) => {
            setRefusedFor(null);
            dispatch({ type: 'toggleAll', selected });
          }}
          onGenerate={() => void onGenerateArticles()}
          optimise={optimise}
          onOptimiseChange={setOptimise}
          briefPicker={user ? <BriefPicker value={briefId} disabled={startingArticles} onChange={setBriefId} /> : null}
        />
      ) : null}

      {state.step === 'articles' ? (
        <ArticlesView key={state.jobId} jobId={state.jobId} keywords={state.selected} onFinished={onArticlesFinished} />
      ) : null}
    </div>
  );
}
