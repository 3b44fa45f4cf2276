import * as React from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';

/** An endpoint's signing secret, shown once (on create or rotate) with a copy button, until the user closes it. */
export function WebhookSecret({ url, secret, onDone }: { url: string; secret: string; onDone(): void }) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => headingRef.current?.focus(), []);

  function copy() {
    navigator.clipboard.writeText(secret).then(
      () => {
        setCopied(true);
        toast({ title: 'Signing secret copied' });
      },
      () => toast({ title: 'Could not copy the secret', description: 'Select it and copy it by hand.', variant: 'destructive' }),
    );
  }

  return (
    <section aria-labelledby="webhook-secret-heading" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h3 id="webhook-secret-heading" ref={headingRef} tabIndex={-1} className="break-all font-semibold focus:outline-none">
        {`Signing secret for ${url}`}
      </h3>
      <p className="text-sm">Use it to verify the Rankcraft-Signature header of each delivery. Copy it now: you will not see it again.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input readOnly value={secret} aria-label="Signing secret" className="bg-white font-mono text-xs" onFocus={(event) => event.target.select()} />
        <Button type="button" variant="outline" onClick={copy} className="shrink-0">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div>
        <Button type="button" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
