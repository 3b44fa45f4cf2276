import { Link } from 'react-router-dom';
import { X } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import type { Plan, PlanAction } from './plan-action';
import { PlanFeatureList } from './plan-feature-list';

interface PlanCardProps {
  plan: Plan;
  action: PlanAction;
  /** The plan the visitor picked before signing in (?plan=…). */
  highlighted?: boolean;
  onCheckout: (plan: Plan) => void;
}

export function PlanCard({ plan, action, highlighted = false, onCheckout }: PlanCardProps) {
  const popular = plan.mostPopular;
  return (
    <Card
      className={cn(
        'relative flex flex-col',
        popular && 'border-primary shadow-lg md:scale-[1.02]',
        highlighted && 'ring-2 ring-primary ring-offset-2',
      )}
      role="region"
      aria-label={`${plan.name} plan`}
    >
      {popular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">Most Popular</Badge>
      ) : null}
      <CardHeader>
        <CardTitle className="text-xl">{plan.name}</CardTitle>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tracking-tight">${plan.pricePerMonth}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-5">
        <PlanFeatureList features={plan.features} label={`${plan.name} features`} />
        {plan.limitations.length > 0 ? (
          <ul className="space-y-2.5 border-t pt-4" aria-label={`${plan.name} limitations`}>
            {plan.limitations.map((limitation) => (
              <li key={limitation} className="flex gap-2.5 text-sm text-muted-foreground">
                <X className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{limitation}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter>
        <PlanButton plan={plan} action={action} popular={popular} onCheckout={onCheckout} />
      </CardFooter>
    </Card>
  );
}

function PlanButton({
  plan,
  action,
  popular,
  onCheckout,
}: {
  plan: Plan;
  action: PlanAction;
  popular: boolean;
  onCheckout: (plan: Plan) => void;
}) {
  const variant = popular ? 'default' : 'outline';
  switch (action.kind) {
    case 'current':
    case 'scheduled':
    case 'included':
      return (
        <Button className="w-full" variant="secondary" disabled>
          {action.label}
        </Button>
      );
    case 'sign-up':
      return (
        <Button asChild className="w-full" variant={variant}>
          <Link to={action.to}>{action.label}</Link>
        </Button>
      );
    case 'checkout':
      return (
        <Button className="w-full" variant={variant} onClick={() => onCheckout(plan)}>
          {action.label}
        </Button>
      );
  }
}
