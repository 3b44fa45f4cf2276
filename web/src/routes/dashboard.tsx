import { Link, Navigate } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useAuth } from '../features/session/session-provider';
import { CLIENT_WORK_TOOLS, CONTENT_BRIEF, CONTENT_GENERATOR, DASHBOARD_TOOLS, dashboardWorkTools, type ToolInfo } from '../features/tools/tool-catalog';
import { useSandboxOutbox } from '../features/dashboard/use-sandbox-outbox';
import { ToolCard } from '../features/tools/tool-card';
import { useWorkspaceRole } from '../features/workspaces/use-current-workspace';

export default function DashboardPage() {
  const { user } = useAuth();
  const workspaceRole = useWorkspaceRole();
  const firstName = user?.fullName.trim().split(/\s+/)[0];
  const sandboxOutbox = useSandboxOutbox();
  // A client viewer's home is their client's keyword tracking (the tools are the workspace members').
  if (workspaceRole === 'client') return <Navigate to="/keyword-tracking" replace />;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          {firstName ? `Welcome back, ${firstName}. ` : ''}Pick a tool to get started.
        </p>
      </header>

      <Card className="mb-8 overflow-hidden border-indigo-200 bg-gradient-to-br from-indigo-600 to-violet-600 text-white">
        <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/15">
              <CONTENT_GENERATOR.icon className="size-6" aria-hidden="true" />
            </span>
            <div className="space-y-1">
              <CardTitle className="text-xl">{CONTENT_GENERATOR.name}</CardTitle>
              <CardDescription className="text-indigo-100">{CONTENT_GENERATOR.summary}</CardDescription>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button asChild variant="secondary">
              <Link to={CONTENT_GENERATOR.path}>
                Open Content Generator
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
              <Link to={CONTENT_BRIEF.path}>
                <CONTENT_BRIEF.icon aria-hidden="true" />
                {CONTENT_BRIEF.name}
              </Link>
            </Button>
          </div>
        </CardHeader>
      </Card>

      <h2 className="mb-4 text-lg font-semibold">SEO tools</h2>
      <ToolGrid tools={DASHBOARD_TOOLS} />

      <h2 className="mt-10 mb-4 text-lg font-semibold">Research and messages</h2>
      <ToolGrid tools={dashboardWorkTools(sandboxOutbox)} />

      <h2 className="mt-10 mb-4 text-lg font-semibold">Client work</h2>
      <ToolGrid tools={CLIENT_WORK_TOOLS} />
    </div>
  );
}

function ToolGrid({ tools }: { tools: ToolInfo[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {tools.map((tool) => (
        <ToolCard key={tool.path} tool={tool} title={tool.name} className="transition-shadow hover:shadow-md">
          <Button asChild variant="outline" className="w-full">
            <Link to={tool.path} aria-label={`Open ${tool.name}`}>
              Open
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </ToolCard>
      ))}
    </div>
  );
}
