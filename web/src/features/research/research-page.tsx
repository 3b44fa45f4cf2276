import type * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { DataSource } from '../../gql/graphql';
import { SandboxBanner } from '../data-source/sandbox-banner';
import { KeywordSearchesLeft } from './credit-usage';

export const DataProvidersQuery = graphql(`
  query ResearchDataProviders {
    researchProvider {
      name
      source
    }
    serpProvider {
      name
      source
    }
  }
`);

/** Which vendor answers a tool: the SERP port (SERP and competitor analysis) or the SEO data port. */
export type ProviderKind = 'serp' | 'seo';

/**
 * Where the data on screen comes from: the last answer's own source once there is one, else the
 * configured provider, so the sandbox banner is up before the first analysis.
 */
export function useDataSource(kind: ProviderKind, answerSource: DataSource | null | undefined): DataSource | undefined {
  const { data } = useQuery(DataProvidersQuery);
  if (answerSource) return answerSource;
  return kind === 'serp' ? data?.serpProvider.source : data?.researchProvider.source;
}

interface ResearchPageProps {
  title: string;
  description: string;
  /** Omitted where each tab shows its own banner. */
  source?: DataSource | null;
  children: React.ReactNode;
}

/** The frame of every research tool: title, searches left, the sandbox banner, then the tool. */
export function ResearchPage({ title, description, source, children }: ResearchPageProps) {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        <KeywordSearchesLeft />
      </header>
      <SandboxBanner source={source} subject="The data on this page" realThing="real SEO data" />
      {children}
    </div>
  );
}
