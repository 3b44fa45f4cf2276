import type * as React from 'react';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import type { ToolInfo } from './tool-catalog';

interface ToolCardProps {
  tool: ToolInfo;
  title: string;
  className?: string;
  /** The card's action, e.g. a link button to the tool. */
  children: React.ReactNode;
}

/** A tool with its icon, title and summary, as the landing page and the dashboard list them. */
export function ToolCard({ tool, title, className, children }: ToolCardProps) {
  return (
    <Card className={cn('flex flex-col', className)}>
      <CardHeader className="flex-1">
        <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <tool.icon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{tool.summary}</CardDescription>
      </CardHeader>
      <CardFooter>{children}</CardFooter>
    </Card>
  );
}
