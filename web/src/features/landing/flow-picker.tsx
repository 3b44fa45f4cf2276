import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { PRODUCT_NAME } from '../../lib/product';
import { ARTICLE_FLOWS } from '../tools/article-flows';
import { FlowCard } from '../tools/flow-card';

export function FlowPicker() {
  return (
    <section aria-labelledby="flow-picker-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mb-10 text-center">
        <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary">{PRODUCT_NAME}</p>
        <h2 id="flow-picker-heading" className="text-3xl font-bold tracking-tight">
          Choose Your SEO Strategy
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          Pick where your keywords come from; {PRODUCT_NAME} finds the opportunities and drafts the articles.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        {ARTICLE_FLOWS.map((flow) => (
          <FlowCard key={flow.id} flow={flow} className="transition-shadow hover:shadow-md">
            <Button asChild className="w-full">
              <Link to={`/content-generator?flow=${flow.id}`} aria-label={`Start Here: ${flow.title}`}>
                Start Here
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </FlowCard>
        ))}
      </div>
    </section>
  );
}
