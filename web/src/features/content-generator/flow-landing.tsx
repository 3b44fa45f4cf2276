import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { ARTICLE_FLOWS, type ArticleFlowId } from '../tools/article-flows';

/** The generator's first step: where the keywords come from. */
export function FlowLanding({ onChoose }: { onChoose(flow: ArticleFlowId): void }) {
  return (
    <div className="grid gap-4 md:grid-cols-3 md:gap-6">
      {ARTICLE_FLOWS.map(({ id, title, description, icon: Icon }) => (
        <Card key={id} className="flex flex-col">
          <CardHeader className="flex-1">
            <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <CardTitle>{title}</CardTitle>
            <CardDescription className="leading-relaxed">{description}</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button className="w-full" onClick={() => onChoose(id)} aria-label={`Start Here: ${title}`}>
              Start Here
              <ArrowRight aria-hidden="true" />
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  );
}
