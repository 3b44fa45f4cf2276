import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { PlanGate } from '../features/research/plan-gate';
import { WebhooksCard } from '../features/webhooks/webhooks-card';

export default function WebhooksPage() {
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-2">
        <Link to="/developer" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Developer
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">Webhooks</h1>
        <p className="text-muted-foreground">
          Custom integrations: each delivery carries a <code className="font-mono text-sm">Rankcraft-Signature</code> header (HMAC-SHA256 of the timestamp and body with the
          endpoint&apos;s secret) and a <code className="font-mono text-sm">Rankcraft-Event</code> header.
        </p>
      </header>
      <PlanGate tool="webhooks" toolName={{ name: 'Webhooks', plural: true }}>
        <WebhooksCard />
      </PlanGate>
    </div>
  );
}
