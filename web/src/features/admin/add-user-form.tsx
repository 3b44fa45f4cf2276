import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { UserPlus } from 'lucide-react';
import { graphql } from '../../gql';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/graphql-error';

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      ...AdminUsersTable_user
    }
  }
`);

/** Creates a user and appends it to the cached user list, so the table shows it at once. */
function useCreateUser() {
  return useMutation(CreateUserMutation, {
    update(cache, { data }) {
      const created = data?.createUser;
      if (!created) return;
      cache.modify<{ users: Reference[] }>({
        fields: {
          users(existing, { toReference }) {
            const reference = toReference(created);
            return reference ? [...existing, reference] : existing;
          },
        },
      });
    },
  });
}

const EMPTY_FORM = { fullName: '', email: '', password: '' };

export function AddUserForm() {
  const { toast } = useToast();
  const [createUser, { loading }] = useCreateUser();
  const [form, setForm] = React.useState(EMPTY_FORM);
  const [validationError, setValidationError] = React.useState<string | null>(null);

  function update(field: keyof typeof EMPTY_FORM) {
    return (event: React.ChangeEvent<HTMLInputElement>) => {
      setForm((current) => ({ ...current, [field]: event.target.value }));
      setValidationError(null);
    };
  }

  /** Marks a field invalid while the "fill in all fields" message is showing and it is still empty. */
  function fieldState(field: keyof typeof EMPTY_FORM) {
    const invalid = validationError !== null && !form[field].trim();
    return { name: field, invalid, 'aria-describedby': invalid ? 'add-user-error' : undefined };
  }

  // The spec's client check only (a blank field, the same test as the api's); every other rule is the api's.
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const firstBlank = (['fullName', 'email', 'password'] as const).find((field) => !form[field].trim());
    if (firstBlank) {
      setValidationError('Please fill in all fields');
      (event.currentTarget.elements.namedItem(firstBlank) as HTMLInputElement | null)?.focus();
      return;
    }
    const fullName = form.fullName.trim();
    const email = form.email.trim();
    try {
      await createUser({ variables: { input: { fullName, email, password: form.password } } });
      setForm(EMPTY_FORM);
      toast({ title: 'User created successfully', description: `${fullName} can now sign in with ${email}.` });
    } catch (cause) {
      toast({
        title: 'Failed to create user',
        description: errorMessage(cause, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  // noValidate: the form reports missing fields itself, with the message users of this page expect.
  return (
    <form noValidate onSubmit={submit} aria-labelledby="add-user-heading" className="rounded-lg border bg-muted/30 p-4">
      <h3 id="add-user-heading" className="flex items-center gap-2 text-sm font-semibold">
        <UserPlus className="size-4 text-primary" aria-hidden="true" />
        Add a user
      </h3>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        <TextField
          id="new-user-full-name"
          label="Full name"
          autoComplete="off"
          value={form.fullName}
          onChange={update('fullName')}
          {...fieldState('fullName')}
          placeholder="Jane Doe"
        />
        <TextField
          id="new-user-email"
          label="Email"
          type="email"
          autoComplete="off"
          value={form.email}
          onChange={update('email')}
          {...fieldState('email')}
          placeholder="jane@example.com"
        />
        <TextField
          id="new-user-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={update('password')}
          {...fieldState('password')}
        />
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id="add-user-error" role="alert" className="text-sm font-medium text-destructive">
          {validationError}
        </p>
        <Button type="submit" disabled={loading} className="w-full sm:w-auto">
          {loading ? 'Creating user...' : 'Create User'}
        </Button>
      </div>
    </form>
  );
}
