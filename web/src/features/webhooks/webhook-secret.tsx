import { OneTimeSecret } from '../../components/one-time-secret';

/** An endpoint's signing secret, shown once (on create or rotate) with a copy button, until the user closes it. */
export function WebhookSecret({ url, secret, onDone }: { url: string; secret: string; onDone(): void }) {
  return (
    <OneTimeSecret
      id="webhook-secret-heading"
      heading={`Signing secret for ${url}`}
      explanation="Use it to verify the Rankcraft-Signature header of each delivery. Copy it now: you will not see it again."
      label="Signing secret"
      copiedMessage="Signing secret copied"
      copyFailedMessage="Could not copy the secret"
      secret={secret}
      onDone={onDone}
    />
  );
}
