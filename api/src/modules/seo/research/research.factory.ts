import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../../common/built-on-first-read';
import type { CreditsService } from '../../billing/credits.service';
import type { SerpClient } from '../serp/serp-client';
import type { ResearchCache } from './research-cache';
import type { ResearchProvider } from './research-provider';
import { ResearchService } from './research.service';

export interface ResearchModuleNeeds {
  em: EntityManager;
  provider: ResearchProvider;
  serp: SerpClient;
  cache: ResearchCache;
  credits: CreditsService;
}

/** Keyword research's services on one unit of work, each built when first used. */
export function createResearchServices(needs: ResearchModuleNeeds) {
  return builtOnFirstRead({
    research: () => new ResearchService({ em: needs.em, research: needs.provider, serp: needs.serp, cache: needs.cache, credits: needs.credits }),
  });
}
