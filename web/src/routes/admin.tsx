import { BarChart3, Settings } from 'lucide-react';
import { ComingSoonCard } from '../features/admin/coming-soon-card';
import { CustomersCard } from '../features/admin/customers-card';
import { MaintenanceCard } from '../features/admin/maintenance-card';
import { UserManagementCard } from '../features/admin/user-management-card';
import { WorkspacesCard } from '../features/admin/workspaces-card';

const SKETCH_BAR_HEIGHTS = ['h-6', 'h-10', 'h-8', 'h-14', 'h-11', 'h-16', 'h-12'];

function AnalyticsSketch() {
  return (
    <div className="flex h-16 items-end gap-2 opacity-60">
      {SKETCH_BAR_HEIGHTS.map((height, index) => (
        <div key={index} className={`${height} flex-1 rounded-t-md bg-primary/15`} />
      ))}
    </div>
  );
}

export default function AdminPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-muted-foreground">Manage users, workspaces, customer testimonials and the app's availability.</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <MaintenanceCard />
        <ComingSoonCard
          icon={BarChart3}
          title="Analytics"
          description="Usage analytics for searches, generated articles and sign-ups are coming soon."
          preview={<AnalyticsSketch />}
        />
      </div>
      <UserManagementCard />
      <WorkspacesCard />
      <CustomersCard />
      <ComingSoonCard
        icon={Settings}
        title="System Settings"
        description="Settings for API providers, credit limits and email notifications are coming soon."
      />
    </div>
  );
}
