import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A plan's feature lines with check marks: on the pricing cards and on /billing's Free view. */
export function PlanFeatureList({ features, label, className }: { features: string[]; label: string; className?: string }) {
  return (
    <ul className={cn('space-y-2.5', className)} aria-label={label}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2.5 text-sm">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
