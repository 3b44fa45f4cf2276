import { Link } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

interface UpgradeNoticeProps {
  /** e.g. "Backlink analysis" */
  toolName: string;
  /** The user's plan and the plans that have the tool, when known. */
  planName?: string;
  plansWithTool?: string[];
  /** The server's refusal, shown when the plans were not known in advance. */
  message?: string;
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** What a user whose plan lacks a tool sees in place of it: why, and where to upgrade. */
export function UpgradeNotice({ toolName, planName, plansWithTool = [], message }: UpgradeNoticeProps) {
  const explanation =
    message ??
    `${toolName} is not included in the ${planName ?? 'current'} plan.${plansWithTool.length ? ` Upgrade to ${joinNames(plansWithTool)} to use it.` : ''}`;
  return (
    <Card className="border-primary/30 bg-primary/5" data-testid="upgrade-notice">
      <CardHeader className="gap-3 sm:flex-row sm:items-start">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Lock className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1.5">
          <CardTitle className="text-base">Upgrade to use {toolName.toLowerCase()}</CardTitle>
          <CardDescription>{explanation}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/pricing">View Pricing</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
