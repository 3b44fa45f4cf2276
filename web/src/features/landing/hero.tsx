import { Link } from 'react-router-dom';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useAuth } from '../session/session-provider';

export function Hero() {
  const { user } = useAuth();
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-indigo-50 via-background to-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 h-72 w-[min(48rem,100%)] -translate-x-1/2 rounded-full bg-indigo-200/40 blur-3xl"
      />
      <div className="relative mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
        <Badge variant="outline" className="mb-6 gap-1.5 border-indigo-200 bg-white/70 px-3 py-1 text-indigo-700">
          <Sparkles className="size-3.5" aria-hidden="true" />
          AI-assisted SEO toolkit
        </Badge>
        <h1 className="text-balance text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          Rank High in SEO with{' '}
          <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">
            AI-Powered Intelligence
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-pretty text-lg text-muted-foreground">
          Research keywords, study competitors, track rankings and write SEO articles — one toolkit for site owners and
          marketers.
        </p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {user ? (
            <Button asChild size="lg">
              <Link to="/dashboard">
                Go to Dashboard
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button asChild size="lg">
              <Link to="/auth">
                Start Free Trial
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            <Link to="/pricing">View Pricing</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
