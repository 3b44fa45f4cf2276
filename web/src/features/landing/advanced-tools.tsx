import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { ADVANCED_SEO_TOOLS } from '../tools/tool-catalog';

export function AdvancedSeoTools() {
  return (
    <section aria-labelledby="advanced-tools-heading" className="border-y bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="advanced-tools-heading" className="mb-10 text-center text-3xl font-bold tracking-tight">
          Advanced SEO Tools
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ADVANCED_SEO_TOOLS.map((tool) => (
            <Card key={tool.path} className="flex flex-col">
              <CardHeader className="flex-1">
                <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <tool.icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle className="text-base">{tool.longName}</CardTitle>
                <CardDescription>{tool.summary}</CardDescription>
              </CardHeader>
              <CardFooter>
                <Button asChild variant="outline" className="w-full">
                  <Link to={tool.path} aria-label={`Analyze Now: ${tool.longName}`}>
                    Analyze Now
                  </Link>
                </Button>
              </CardFooter>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
