import type * as React from 'react';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import type { ArticleFlow } from './article-flows';

interface FlowCardProps {
  flow: ArticleFlow;
  className?: string;
  /** The card's "Start Here" action: a link on the landing page, a button in the generator. */
  children: React.ReactNode;
}

/** One article-generation flow with its icon, title and description (spec §2 "Choose Your SEO Strategy"). */
export function FlowCard({ flow, className, children }: FlowCardProps) {
  return (
    <Card className={cn('flex flex-col', className)}>
      <CardHeader className="flex-1">
        <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <flow.icon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>{flow.title}</CardTitle>
        <CardDescription className="leading-relaxed">{flow.description}</CardDescription>
      </CardHeader>
      <CardFooter>{children}</CardFooter>
    </Card>
  );
}
