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
      }
    }
  }
`);

/** The research tools a plan may lack (spec §9: Free has no backlink and no competitor analysis). */
export type GatedTool = 'backlinks' | 'competitorAnalysis';

export type ToolAccess =
  | { status: 'loading' }
  | { status: 'allowed' }
  | { status: 'denied'; planName: string; plansWithTool: string[] };

/**
 * Whether the signed-in user's plan includes a tool, read from the plans the server sells. The
 * server enforces the same rule; this only spares the user a form they cannot use.
 */
export function useToolAccess(tool: GatedTool): ToolAccess {
  const { user } = useAuth();
  const { data, error } = useQuery(PlanToolsQuery);
  if (isAdmin(user)) return { status: 'allowed' };
  // Without the plan list the server's answer decides: the form stays usable.
  if (error) return { status: 'allowed' };
  if (!user || !data) return { status: 'loading' };
  const plan = data.plans.find((candidate) => candidate.id === user.planId);
  if (!plan || plan.limits[tool]) return { status: 'allowed' };
  return {
    status: 'denied',
    planName: plan.name,
    plansWithTool: data.plans.filter((candidate) => candidate.limits[tool]).map((candidate) => candidate.name),
  };
}
