import * as React from 'react';
import { Link } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

interface UpgradeNoticeProps {
  /** e.g. "Backlink analysis" */
  toolName: string;
  /** The server's refusal, which names the plans that have the tool. */
  message: string;
  /**
   * Moves focus to the notice when it appears (the default): it usually replaces the form the user
   * just submitted, and focus would be lost. Off where the page keeps focus on its own heading.
   */
  takeFocus?: boolean;
}

/** What a user whose plan lacks a tool sees in place of it: why, and where to upgrade. */
export function UpgradeNotice({ toolName, message, takeFocus = true }: UpgradeNoticeProps) {
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    if (takeFocus) titleRef.current?.focus();
  }, [takeFocus]);
  return (
    <Card className="border-primary/30 bg-primary/5" data-testid="upgrade-notice">
      <CardHeader className="gap-3 sm:flex-row sm:items-start">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Lock className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1.5">
          <CardTitle ref={titleRef} tabIndex={-1} className="text-base outline-none">
            Upgrade to use {toolName.toLowerCase()}
          </CardTitle>
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
