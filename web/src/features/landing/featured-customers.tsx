import { Star } from 'lucide-react';
import { graphql } from '../../gql';
import { Card, CardContent } from '../../components/ui/card';
import { useRequestOnce } from '../../lib/graphql-request';

export const FeaturedCustomersQuery = graphql(`
  query FeaturedCustomers {
    customers(featured: true) {
      id
      name
      company
      position
      testimonial
    }
  }
`);

function FiveStars() {
  return (
    <div className="flex gap-0.5" role="img" aria-label="5 out of 5 stars">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      ))}
    </div>
  );
}

/** Featured testimonials; the section is hidden while loading, on error and when empty. */
export function FeaturedCustomers() {
  const { data, error } = useRequestOnce(FeaturedCustomersQuery);
  const customers = error ? [] : (data?.customers ?? []);
  if (customers.length === 0) return null;
  return (
    <section aria-labelledby="customers-heading" className="border-y bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="customers-heading" className="mb-10 text-center text-3xl font-bold tracking-tight">
          Trusted by growing teams
        </h2>
        <div className="grid gap-6 md:grid-cols-3">
          {customers.map((customer) => (
            <Card key={customer.id} className="flex flex-col">
              <CardContent className="flex flex-1 flex-col gap-4 pt-6">
                <FiveStars />
                <blockquote className="flex-1 text-pretty leading-relaxed">“{customer.testimonial}”</blockquote>
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
                  >
                    {customer.name.charAt(0).toUpperCase()}
                  </span>
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{customer.name}</p>
                    <p className="truncate text-sm text-muted-foreground">
                      {customer.position}, {customer.company}
                    </p>
                  </div>
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
