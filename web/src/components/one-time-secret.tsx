import * as React from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { toast } from './ui/toast';

interface OneTimeSecretProps {
  /** The heading's id, for the section's accessible name. */
  id: string;
  heading: string;
  explanation: string;
  /** The accessible name of the read-only field that holds the secret. */
  label: string;
  /** The toasts after a copy and after a failed one. */
  copiedMessage: string;
  copyFailedMessage: string;
  secret: string;
  onDone(): void;
}

/** A secret shown once (an API token, a signing secret) with a copy button, until the user closes it. */
export function OneTimeSecret({ id, heading, explanation, label, copiedMessage, copyFailedMessage, secret, onDone }: OneTimeSecretProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => headingRef.current?.focus(), []);

  function copy() {
    navigator.clipboard.writeText(secret).then(
      () => {
        setCopied(true);
        toast({ title: copiedMessage });
      },
      () => toast({ title: copyFailedMessage, description: 'Select it and copy it by hand.', variant: 'destructive' }),
    );
  }

  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h3 id={id} ref={headingRef} tabIndex={-1} className="break-all font-semibold focus:outline-none">
        {heading}
      </h3>
      <p className="text-sm">{explanation}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input readOnly value={secret} aria-label={label} className="bg-white font-mono text-xs" onFocus={(event) => event.target.select()} />
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
