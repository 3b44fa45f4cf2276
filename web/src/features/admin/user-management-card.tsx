import { Users } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { AddUserForm } from './add-user-form';
import { UsersTable } from './users-table';

export function UserManagementCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden="true" />
          User Management
        </CardTitle>
        <CardDescription>Add accounts and choose who has admin access.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6">
        <AddUserForm />
        <UsersTable />
      </CardContent>
    </Card>
  );
}
