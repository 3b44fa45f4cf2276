import { BrandKitForm } from '../features/reports/brand-kit-form';

export default function BrandKitPage() {
  return (
    <div className="grid min-w-0 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Brand Kit</h1>
        <p className="mt-1 text-muted-foreground">Your agency’s name, logo and colours on every client report (Agency plan).</p>
      </div>
      <BrandKitForm />
    </div>
  );
}
