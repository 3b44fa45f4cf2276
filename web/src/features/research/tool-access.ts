import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { isAdmin, useAuth } from '../session/session-provider';

export const PlanToolsQuery = graphql(`
  query ResearchPlanTools {
    plans {
      id
      name
      limits {
        backlinks
        competitorAnalysis
        tracking
      }
    }
  }
`);

/** The tools a plan may lack (spec §9: Free has no tracking, no backlink and no competitor analysis). */
export type GatedTool = 'backlinks' | 'competitorAnalysis' | 'tracking';

/**
 * Why the signed-in user's plan lacks a tool, in the server's words, or null when it has it (or
 * while the plans load). The server enforces the same rule; this only spares a form that cannot work.
 */
export function useToolRefusal(tool: GatedTool, toolName: string): string | null {
  const { user } = useAuth();
  const { data } = useQuery(PlanToolsQuery);
  if (!user || !data || isAdmin(user)) return null;
  const plan = data.plans.find((candidate) => candidate.id === user.planId);
  if (!plan || plan.limits[tool]) return null;
  const withIt = data.plans.filter((candidate) => candidate.limits[tool]).map((candidate) => candidate.name);
  return `${toolName} is not included in the ${plan.name} plan. Upgrade to ${withIt.join(' or ')} to use it.`;
}
