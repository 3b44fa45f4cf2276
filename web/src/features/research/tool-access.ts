import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../gql';
import { isAdmin, useAuth } from '../session/session-provider';

/** What a plan allows of the gated tools; the tracker's screen query reads it too. */
export const PlanToolsFragment = graphql(`
  fragment PlanTools_plan on Plan {
    id
    name
    limits {
      backlinks
      competitorAnalysis
      tracking
      reports
      brandKit
      scheduledReports
      webhooks
    }
  }
`);

export const PlanToolsQuery = graphql(`
  query ResearchPlanTools {
    plans {
      id
      ...PlanTools_plan
    }
    workspacePlanId
  }
`);

/**
 * The tools a plan may lack (spec §9: Free has no tracking, no backlink and no competitor analysis;
 * reports need Pro, the brand kit, scheduled reports and webhooks Agency).
 */
export type GatedTool = 'backlinks' | 'competitorAnalysis' | 'tracking' | 'reports' | 'brandKit' | 'scheduledReports' | 'webhooks';

/** How a refusal names the tool: "Client reports are … to use them" for a plural name. */
export interface ToolName {
  name: string;
  plural?: boolean;
}

/** `cache-only` where a page's own query reads the plans (the tracker's screen query does). */
export type PlansFetchPolicy = 'cache-first' | 'cache-only';

export type ToolAccess = { status: 'loading' } | { status: 'allowed' } | { status: 'refused'; message: string };

/**
 * Whether the signed-in user's plan has a tool, with the server's words when it does not; 'loading'
 * while the session or the plans load. The server enforces the same rule; this only spares work
 * that cannot succeed. Admins, and a plan this list does not know, are allowed.
 */
export function useToolAccess(tool: GatedTool, toolName: string | ToolName, fetchPolicy: PlansFetchPolicy = 'cache-first'): ToolAccess {
  const { name, plural = false } = typeof toolName === 'string' ? { name: toolName } : toolName;
  const { user, loading } = useAuth();
  const { data, error } = useQuery(PlanToolsQuery, { fetchPolicy });
  if (loading) return { status: 'loading' };
  if (!user || isAdmin(user) || error) return { status: 'allowed' };
  if (!data) return { status: 'loading' };
  const plans = getFragmentData(PlanToolsFragment, data.plans);
  // The current workspace's plan (its owner's): a member works with the tools of the workspace, not of their own plan.
  const planId = data.workspacePlanId ?? user.planId;
  const plan = plans.find((candidate) => candidate.id === planId);
  if (!plan || plan.limits[tool]) return { status: 'allowed' };
  const withIt = plans.filter((candidate) => candidate.limits[tool]).map((candidate) => candidate.name);
  return {
    status: 'refused',
    message: `${name} ${plural ? 'are' : 'is'} not included in the ${plan.name} plan. Upgrade to ${withIt.join(' or ')} to use ${plural ? 'them' : 'it'}.`,
  };
}

/** Why the signed-in user's plan lacks a tool, or null when it has it (or while that is not yet known). */
export function useToolRefusal(tool: GatedTool, toolName: string | ToolName, fetchPolicy?: PlansFetchPolicy): string | null {
  const access = useToolAccess(tool, toolName, fetchPolicy);
  return access.status === 'refused' ? access.message : null;
}
