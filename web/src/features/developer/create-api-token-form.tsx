import * as React from 'react';
import { KeyRound } from 'lucide-react';
import { OneTimeSecret } from '../../components/one-time-secret';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../lib/graphql-error';
import { ApiTokenListFragment } from './api-token-documents';
import { useCreateApiToken } from './use-api-tokens';

const NAME_MAX = 100;

/** Names a new token; its secret is shown once, right here, until the user closes it. */
export function CreateApiTokenForm({ onCreated }: { onCreated?(token: { id: string; name: string; secret: string }): void }) {
  const [createApiToken, { loading }] = useCreateApiToken();
  const [name, setName] = React.useState('');
  // A read-only token can read the workspace but change nothing (for dashboards and reporting scripts).
  const [readOnly, setReadOnly] = React.useState(false);
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
      const { data } = await createApiToken({ variables: readOnly ? { name: trimmed, role: 'read' } : { name: trimmed } });
      if (!data) return;
      const { secret } = data.createApiToken;
      const token = getFragmentData(ApiTokenListFragment, data.createApiToken.token);
      setCreated({ name: token.name, secret });
      onCreated?.({ id: token.id, name: token.name, secret });
      setName('');
      setReadOnly(false);
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
        <label className="mt-1 flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />
          Read only: the token can read this workspace but change nothing
        </label>
      </form>
      {created ? (
        <OneTimeSecret
          key={created.secret}
          id="new-api-token-heading"
          heading={`Your new token “${created.name}”`}
          explanation="Copy it now and keep it somewhere safe: you will not see it again."
          label="New API token"
          copiedMessage="API token copied"
          copyFailedMessage="Could not copy the token"
          secret={created.secret}
          onDone={() => {
            setCreated(null);
            inputRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
