import { Bot, Search, Users } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

const FEATURES = [
  {
    title: 'Advanced Keyword Research',
    description: 'Discover keywords from your niche, a competitor or a seed term, with volume, CPC and competition.',
    icon: Search,
  },
  {
    title: 'Competitor Intelligence',
    description: 'See which domains rank for your queries, how much traffic they earn and who links to them.',
    icon: Users,
  },
  {
    title: 'AI Content Generation',
    description: 'Turn the keywords you choose into structured, search-friendly articles in minutes.',
    icon: Bot,
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="features-heading" className="sr-only">
        Features
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ title, description, icon: Icon }) => (
          <Card key={title} className="transition-shadow hover:shadow-md">
            <CardHeader>
              <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle>{title}</CardTitle>
              <CardDescription className="leading-relaxed">{description}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
    </section>
  );
}
