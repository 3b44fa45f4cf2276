import * as React from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/text-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useToast } from '../../components/ui/toast';
import { PRODUCT_NAME } from '../../lib/product';
import { useAuth } from './session-provider';

/** A text field of a submitted form; '' when it is missing. */
function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export type AuthOutcome = 'signed-in' | 'signed-up';

interface AuthCardProps {
  /** Called after a successful sign-in or sign-up, once the welcome toast is shown. */
  onSuccess?: (outcome: AuthOutcome) => void;
  description?: React.ReactNode;
  /** The tab it opens on: Sign In unless the visitor came to sign up (e.g. from a plan's button). */
  defaultTab?: 'signin' | 'signup';
}

interface AuthSubmit {
  /** Sends the form to the server; throws with the server's message when it refuses. */
  send(form: FormData): Promise<unknown>;
  outcome: AuthOutcome;
  welcome: { title: string; description: string };
  failureTitle: string;
  /** The failure toast's text when the server gave none. */
  failureFallback: string;
  onSuccess?: (outcome: AuthOutcome) => void;
}

/** Submits a sign-in or sign-up form: busy while it runs, a welcome toast after, a destructive toast on failure. */
function useAuthSubmit({ send, outcome, welcome, failureTitle, failureFallback, onSuccess }: AuthSubmit) {
  const { toast } = useToast();
  const [busy, setBusy] = React.useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await send(form);
      toast(welcome);
      onSuccess?.(outcome);
    } catch (error) {
      toast({
        title: failureTitle,
        description: error instanceof Error && error.message ? error.message : failureFallback,
        variant: 'destructive',
      });
      setBusy(false);
    }
  };
  return { busy, onSubmit };
}

function SignInForm({ onSuccess }: { onSuccess?: (outcome: AuthOutcome) => void }) {
  const { login } = useAuth();
  const { busy, onSubmit } = useAuthSubmit({
    send: (form) => login(formText(form, 'email'), formText(form, 'password')),
    outcome: 'signed-in',
    welcome: { title: 'Welcome back!', description: 'You have been successfully signed in.' },
    failureTitle: 'Sign in failed',
    failureFallback: 'Login failed',
    onSuccess,
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
      <TextField id="signin-email" label="Email" name="email" type="email" autoComplete="email" placeholder="you@example.com" required />
      <TextField id="signin-password" label="Password" name="password" type="password" autoComplete="current-password" required />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

function SignUpForm({ onSuccess }: { onSuccess?: (outcome: AuthOutcome) => void }) {
  const { signup } = useAuth();
  const { busy, onSubmit } = useAuthSubmit({
    send: (form) => signup(formText(form, 'fullName'), formText(form, 'email'), formText(form, 'password')),
    outcome: 'signed-up',
    welcome: { title: 'Account created', description: `Welcome to ${PRODUCT_NAME}! Your account is ready.` },
    failureTitle: 'Sign up failed',
    failureFallback: 'Signup failed',
    onSuccess,
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Sign up">
      <TextField id="signup-name" label="Full name" name="fullName" autoComplete="name" placeholder="Jane Doe" required />
      <TextField id="signup-email" label="Email" name="email" type="email" autoComplete="email" placeholder="you@example.com" required />
      <TextField id="signup-password" label="Password" name="password" type="password" autoComplete="new-password" required />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

/** The sign-in / sign-up card, used by /auth and by the guards in place of a protected page. */
export function AuthCard({ onSuccess, description, defaultTab = 'signin' }: AuthCardProps) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">Welcome to {PRODUCT_NAME}</CardTitle>
        <CardDescription>{description ?? 'Sign in to your account or create a new one.'}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue={defaultTab}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm onSuccess={onSuccess} />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm onSuccess={onSuccess} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
