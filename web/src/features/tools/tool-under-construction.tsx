import { Link } from 'react-router-dom';
import { ArrowLeft, CheckCircle2, Hammer } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useAuth } from '../session/session-provider';
import type { ToolInfo } from './tool-catalog';

interface ToolUnderConstructionProps {
  tool: ToolInfo;
  /** Optional extra context, e.g. the flow a visitor picked on the landing page. */
  note?: React.ReactNode;
}

/** An honest stand-in for a tool that is not built yet: what it is and what it will do. */
export function ToolUnderConstruction({ tool, note }: ToolUnderConstructionProps) {
  const { user } = useAuth();
  const Icon = tool.icon;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Button asChild variant="ghost" size="sm" className="mb-6 -ml-2">
        <Link to={user ? '/dashboard' : '/'}>
          <ArrowLeft aria-hidden="true" />
          {user ? 'Back to Dashboard' : 'Back to Home'}
        </Link>
      </Button>
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-start">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col gap-2">
            <Badge variant="warning" className="w-fit">
              <Hammer className="size-3" aria-hidden="true" />
              This tool is being built
            </Badge>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{tool.longName}</h1>
            <CardDescription className="text-base">{tool.summary}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="space-y-6">
          {note}
          <div>
            <CardTitle className="mb-3 text-base">What it will do</CardTitle>
            <ul className="space-y-2.5">
              {(tool.plannedFeatures ?? []).map((feature) => (
                <li key={feature} className="flex gap-2.5 text-sm leading-relaxed">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </div>
          <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
            This page is a preview of what is coming. Nothing here runs an analysis yet, and no credits are used.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
