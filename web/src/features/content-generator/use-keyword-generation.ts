import * as React from 'react';
import { useApolloClient } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../gql';
import type { GeneratorKeywordList_ListFragment } from '../../gql/graphql';
import type { ArticleFlowId } from '../tools/article-flows';
import type { FlowInput, KeywordRow } from './generator-flow';
import { splitSeedKeywords } from './generator-flow';
import { mergeKeywordLists, mixedSplit, perSeedCount } from './keyword-split';

const GeneratorKeywordListFragment = graphql(`
  fragment GeneratorKeywordList_list on KeywordList {
    source
    provider
    keywords {
      keyword
      volume
      cpc {
        value
      }
      competition
    }
  }
`);

export const SuggestKeywordMutation = graphql(`
  mutation GeneratorSuggestKeyword($description: String!) {
    suggestKeyword(description: $description)
  }
`);

export const PasfKeywordsMutation = graphql(`
  mutation GeneratorPasfKeywords($keyword: String!, $num: Int) {
    lookupPasfKeywords(keyword: $keyword, num: $num) {
      ...GeneratorKeywordList_list
    }
  }
`);

export const RelatedKeywordsMutation = graphql(`
  mutation GeneratorRelatedKeywords($keyword: String!, $num: Int) {
    lookupRelatedKeywords(keyword: $keyword, num: $num) {
      ...GeneratorKeywordList_list
    }
  }
`);

export const DomainKeywordsMutation = graphql(`
  mutation GeneratorDomainKeywords($domain: String!, $num: Int) {
    lookupDomainKeywords(domain: $domain, num: $num) {
      ...GeneratorKeywordList_list
    }
  }
`);

/** Spec §9: PASF and domain keywords are capped at 50 per call. */
const VENDOR_LIST_MAX = 50;

export interface KeywordResult {
  rows: KeywordRow[];
  /** The business flow's suggested seed keyword. */
  seed?: string;
  /** SANDBOX when any list came from the sandbox data provider. */
  source: 'LIVE' | 'SANDBOX';
}

/** Spec §8: the toast title of a failed keyword generation, per flow. */
export const KEYWORD_ERROR_TITLE: Record<ArticleFlowId, string> = {
  business: 'Keyword generation error',
  domain: 'Domain keyword error',
  keyword: 'Keyword expansion error',
};

function toRows(list: GeneratorKeywordList_ListFragment): KeywordRow[] {
  return list.keywords.map((k) => ({ keyword: k.keyword, volume: k.volume, cpc: k.cpc.value, competition: k.competition }));
}

function sourceOf(lists: GeneratorKeywordList_ListFragment[]): 'LIVE' | 'SANDBOX' {
  return lists.some((list) => list.source === 'SANDBOX') ? 'SANDBOX' : 'LIVE';
}

/** Proposes the keywords of one flow's input: business (seed + mixed split), domain, or seed keywords. */
export function useKeywordGeneration() {
  const client = useApolloClient();

  const lookup = React.useCallback(
    async (kind: 'pasf' | 'related', keyword: string, num: number) => {
      if (kind === 'pasf') {
        const { data } = await client.mutate({ mutation: PasfKeywordsMutation, variables: { keyword, num } });
        if (!data) throw new Error('No keywords returned');
        return getFragmentData(GeneratorKeywordListFragment, data.lookupPasfKeywords);
      }
      const { data } = await client.mutate({ mutation: RelatedKeywordsMutation, variables: { keyword, num } });
      if (!data) throw new Error('No keywords returned');
      return getFragmentData(GeneratorKeywordListFragment, data.lookupRelatedKeywords);
    },
    [client],
  );

  return React.useCallback(
    async (flow: ArticleFlowId, input: FlowInput): Promise<KeywordResult> => {
      const text = input.text.trim();
      const limit = input.limit;
      if (flow === 'business') {
        const { data } = await client.mutate({ mutation: SuggestKeywordMutation, variables: { description: text } });
        const seed = data?.suggestKeyword?.trim();
        if (!seed) throw new Error('No keyword returned');
        const split = mixedSplit(limit);
        const lists = await Promise.all([
          lookup('pasf', seed, Math.min(split.suggestions, VENDOR_LIST_MAX)),
          ...(split.related > 0 ? [lookup('related', seed, split.related)] : []),
        ]);
        return { seed, rows: mergeKeywordLists(lists.map(toRows), limit), source: sourceOf(lists) };
      }
      if (flow === 'domain') {
        const { data } = await client.mutate({ mutation: DomainKeywordsMutation, variables: { domain: text, num: Math.min(limit, VENDOR_LIST_MAX) } });
        if (!data) throw new Error('No keywords returned');
        const list = getFragmentData(GeneratorKeywordListFragment, data.lookupDomainKeywords);
        return { rows: mergeKeywordLists([toRows(list)], limit), source: sourceOf([list]) };
      }
      const seeds = splitSeedKeywords(text);
      const num = perSeedCount(limit, seeds.length);
      const lists = await Promise.all(seeds.map((seed) => lookup('related', seed, num)));
      return { rows: mergeKeywordLists(lists.map(toRows), limit), source: sourceOf(lists) };
    },
    [client, lookup],
  );
}
