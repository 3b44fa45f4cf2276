import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { ADVANCED_SEO_TOOLS } from '../tools/tool-catalog';
import { ToolCard } from '../tools/tool-card';

export function AdvancedSeoTools() {
  return (
    <section aria-labelledby="advanced-tools-heading" className="border-y bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="advanced-tools-heading" className="mb-10 text-center text-3xl font-bold tracking-tight">
          Advanced SEO Tools
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ADVANCED_SEO_TOOLS.map((tool) => (
            <ToolCard key={tool.path} tool={tool} title={tool.longName}>
              <Button asChild variant="outline" className="w-full">
                <Link to={tool.path} aria-label={`Analyze Now: ${tool.longName}`}>
                  Analyze Now
                </Link>
              </Button>
            </ToolCard>
          ))}
        </div>
      </div>
    </section>
  );
}
