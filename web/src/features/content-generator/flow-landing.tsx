import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ARTICLE_FLOWS, type ArticleFlowId } from '../tools/article-flows';
import { FlowCard } from '../tools/flow-card';

/** The generator's first step: where the keywords come from. */
export function FlowLanding({ onChoose }: { onChoose(flow: ArticleFlowId): void }) {
  return (
    <div className="grid gap-4 md:grid-cols-3 md:gap-6">
      {ARTICLE_FLOWS.map((flow) => (
        <FlowCard key={flow.id} flow={flow}>
          <Button className="w-full" onClick={() => onChoose(flow.id)} aria-label={`Start Here: ${flow.title}`}>
            Start Here
            <ArrowRight aria-hidden="true" />
          </Button>
        </FlowCard>
      ))}
    </div>
  );
}
