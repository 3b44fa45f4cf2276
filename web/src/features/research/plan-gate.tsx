import type * as React from 'react';
import { Spinner } from '../../components/ui/spinner';
import { useToolAccess, type GatedTool, type ToolName } from './tool-access';
import { UpgradeNotice } from './upgrade-notice';

interface PlanGateProps {
  tool: GatedTool;
  toolName: ToolName;
  children: React.ReactNode;
}

/**
 * A tool's screen only for a plan that includes it: anyone else sees, before any form, why and where
 * to upgrade (the children do not mount, so they neither load data nor take input that would be refused).
 */
export function PlanGate({ tool, toolName, children }: PlanGateProps) {
  const access = useToolAccess(tool, toolName);
  if (access.status === 'loading') return <Spinner label="Checking your plan" />;
  if (access.status === 'refused') return <UpgradeNotice toolName={toolName.name} message={access.message} takeFocus={false} />;
  return children;
}
