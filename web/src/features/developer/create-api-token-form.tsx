import * as React from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../lib/graphql-error';
import { ApiTokenListFragment } from './api-token-documents';
import { useCreateApiToken } from './use-api-tokens';

const NAME_MAX = 100;

/** Names a new token; its secret is shown once, right here, until the user closes it. */
export function CreateApiTokenForm({ onCreated }: { onCreated?(token: { id: string; name: string; secret: string }): void }) {
  const [createApiToken, { loading }] = useCreateApiToken();
  const [name, setName] = React.useState('');
  const [failure, setFailure] = React.useState<string | null>(null);
  const [created, setCreated] = React.useState<{ name: string; secret: string } | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setFailure('Name is required.');
      inputRef.current?.focus();
      return;
    }
    try {
      const { data } = await createApiToken({ variables: { name: trimmed } });
      if (!data) return;
      const { secret } = data.createApiToken;
      const token = getFragmentData(ApiTokenListFragment, data.createApiToken.token);
      setCreated({ name: token.name, secret });
      onCreated?.({ id: token.id, name: token.name, secret });
      setName('');
      setFailure(null);
    } catch (cause) {
      setFailure(errorMessage(cause, 'The token could not be created. Please try again.'));
      inputRef.current?.focus();
    }
  }

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Create API token">
        <TextField
          id="api-token-name"
          ref={inputRef}
          label="Token name"
          error={failure}
          reserveErrorSpace
          value={name}
          maxLength={NAME_MAX}
          autoComplete="off"
          placeholder="e.g. Reporting script"
          onChange={(event) => {
            setName(event.target.value);
            setFailure(null);
          }}
          action={
            <Button type="submit" disabled={loading} className="shrink-0">
              <KeyRound aria-hidden="true" />
              {loading ? 'Creating…' : 'Create token'}
            </Button>
          }
        />
      </form>
      {created ? (
        <NewTokenSecret
          key={created.secret}
          {...created}
          onDone={() => {
            setCreated(null);
            inputRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

function NewTokenSecret({ name, secret, onDone }: { name: string; secret: string; onDone(): void }) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => headingRef.current?.focus(), []);

  function copy() {
    navigator.clipboard.writeText(secret).then(
      () => {
        setCopied(true);
        toast({ title: 'API token copied' });
      },
      () => toast({ title: 'Could not copy the token', description: 'Select it and copy it by hand.', variant: 'destructive' }),
    );
  }

  return (
    <section aria-labelledby="new-api-token-heading" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h3 id="new-api-token-heading" ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
        {`Your new token “${name}”`}
      </h3>
      <p className="text-sm">Copy it now and keep it somewhere safe: you will not see it again.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={secret}
          aria-label="New API token"
          className="bg-white font-mono text-xs"
          onFocus={(event) => event.target.select()}
        />
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
