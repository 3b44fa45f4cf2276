import { Link } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

interface UpgradeNoticeProps {
  /** e.g. "Backlink analysis" */
  toolName: string;
  /** The server's refusal, which names the plans that have the tool. */
  message: string;
}

/** What a user whose plan lacks a tool sees in place of it: why, and where to upgrade. */
export function UpgradeNotice({ toolName, message }: UpgradeNoticeProps) {
  return (
    <Card className="border-primary/30 bg-primary/5" data-testid="upgrade-notice">
      <CardHeader className="gap-3 sm:flex-row sm:items-start">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Lock className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1.5">
          <CardTitle className="text-base">Upgrade to use {toolName.toLowerCase()}</CardTitle>
          <CardDescription>{message}</CardDescription>
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
