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

function SignInForm({ onSuccess }: { onSuccess?: (outcome: AuthOutcome) => void }) {
  const { login } = useAuth();
  const { toast } = useToast();
  const [busy, setBusy] = React.useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await login(formText(form, 'email'), formText(form, 'password'));
      toast({ title: 'Welcome back!', description: 'You have been successfully signed in.' });
      onSuccess?.('signed-in');
    } catch (error) {
      toast({
        title: 'Sign in failed',
        description: error instanceof Error && error.message ? error.message : 'Login failed',
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

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
  const { toast } = useToast();
  const [busy, setBusy] = React.useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await signup(formText(form, 'fullName'), formText(form, 'email'), formText(form, 'password'));
      toast({ title: 'Account created', description: `Welcome to ${PRODUCT_NAME}! Your account is ready.` });
      onSuccess?.('signed-up');
    } catch (error) {
      toast({
        title: 'Sign up failed',
        description: error instanceof Error && error.message ? error.message : 'Signup failed',
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

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
