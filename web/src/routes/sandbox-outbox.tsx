import { SandboxOutbox } from '../features/notifications/sandbox-outbox';

export default function SandboxOutboxPage() {
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Sandbox outbox</h1>
        <p className="mt-1 text-muted-foreground">SANDBOX: the emails Rankcraft would have sent you.</p>
      </header>
      <SandboxOutbox />
    </div>
  );
}
