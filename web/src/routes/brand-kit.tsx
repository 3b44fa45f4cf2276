import { BrandKits } from '../features/reports/brand-kits';
import { BRAND_KIT } from '../features/reports/report-plan-tools';
import { PlanGate } from '../features/research/plan-gate';

export default function BrandKitPage() {
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Brand Kit</h1>
        <p className="mt-1 text-muted-foreground">Your agency’s name, logo and colours on client reports, one kit per client (Agency plan).</p>
      </div>
      <PlanGate tool="brandKit" toolName={BRAND_KIT}>
        <BrandKits />
      </PlanGate>
    </div>
  );
}
