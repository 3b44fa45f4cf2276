import { BarChart3, Settings } from 'lucide-react';
import { ComingSoonCard } from '../features/admin/coming-soon-card';
import { CustomersCard } from '../features/admin/customers-card';
import { MaintenanceCard } from '../features/admin/maintenance-card';
import { UserManagementCard } from '../features/admin/user-management-card';

export default function AdminPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>Admin Dashboard | Rankcraft</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-muted-foreground">Manage users, customer testimonials and the app's availability.</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <MaintenanceCard />
        <ComingSoonCard
          icon={BarChart3}
          title="Analytics"
          description="Usage analytics for searches, generated articles and sign-ups are coming soon."
        />
      </div>
      <UserManagementCard />
      <CustomersCard />
      <ComingSoonCard
        icon={Settings}
        title="System Settings"
        description="Settings for API providers, credit limits and email notifications are coming soon."
      />
    </div>
  );
}
