import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Users, Wallet } from 'lucide-react';
import { getFragmentData, graphql } from '../../gql';
import type { AdminUsersTable_UserFragment, UserRole } from '../../gql/graphql';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/graphql-error';
import { usePlanName } from '../pricing/use-plan-name';
import { useAuth } from '../session/session-provider';
import { UserBillingDialog } from './user-billing-dialog';
import { LoadFailed } from '../../components/load-failed';

const AdminUsersTableFragment = graphql(`
  fragment AdminUsersTable_user on User {
    id
    fullName
    email
    role
    planId
    createdAt
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers {
    users {
      ...AdminUsersTable_user
    }
  }
`);

const SetUserRoleMutation = graphql(`
  mutation SetUserRole($id: ID!, $role: UserRole!) {
    setUserRole(id: $id, role: $role) {
      id
      role
    }
  }
`);

function formatCreatedAt(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function UsersTable() {
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(AdminUsersQuery, { notifyOnNetworkStatusChange: true });
  const { planName } = usePlanName();
  const [billingFor, setBillingFor] = React.useState<AdminUsersTable_UserFragment | null>(null);

  React.useEffect(() => {
    if (error) toast({
        title: 'Failed to fetch users',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
  }, [error, toast]);

  const users = getFragmentData(AdminUsersTableFragment, data?.users) ?? [];

  if (!data && loading) {
    return (
      <div className="flex items-center justify-center gap-3 py-12 text-sm text-muted-foreground">
        <Spinner label="Loading users" />
        Loading users…
      </div>
    );
  }

  if (!data && error) {
    return (
      <LoadFailed onRetry={refetch} className="py-12">
        The user list could not be loaded.
      </LoadFailed>
    );
  }

  if (users.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-12 text-center">
        <Users className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No users yet</p>
        <p className="text-sm text-muted-foreground">Users you add or who sign up appear here.</p>
      </div>
    );
  }

  return (
    <>
      <Table aria-label="Users">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Plan</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} planName={planName(user.planId)} onOpenBilling={() => setBillingFor(user)} />
          ))}
        </TableBody>
      </Table>
      <UserBillingDialog user={billingFor} onClose={() => setBillingFor(null)} />
    </>
  );
}

function UserRow({ user, planName, onOpenBilling }: { user: AdminUsersTable_UserFragment; planName: string; onOpenBilling(): void }) {
  const { user: currentUser } = useAuth();
  const { toast } = useToast();
  const [setUserRole, { loading: saving }] = useMutation(SetUserRoleMutation);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  // Demoting yourself would lock you out of this page, so your own role is read-only here.
  const isSelf = currentUser?.id === user.id;

  async function changeRole(role: UserRole) {
    if (role === user.role) return;
    try {
      await setUserRole({ variables: { id: user.id, role } });
      toast({ title: 'User role updated', description: `${user.fullName || user.email} is now ${roleLabel(role)}.` });
    } catch (cause) {
      toast({
        title: 'Failed to update role',
        description: errorMessage(cause, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      // Radix hands focus back to the trigger after choosing; disabling it while saving drops it to the page.
      if (!document.activeElement || document.activeElement === document.body) {
        requestAnimationFrame(() => triggerRef.current?.focus());
      }
    }
  }

  return (
    <TableRow data-testid="user-row">
      <TableCell className="font-medium">
        <span className="flex items-center gap-2">
          {user.fullName || '—'}
          {isSelf ? <Badge variant="secondary">You</Badge> : null}
        </span>
      </TableCell>
      <TableCell className="max-w-[16rem] truncate" title={user.email}>
        {user.email}
      </TableCell>
      <TableCell>
        <Select value={user.role} onValueChange={(role) => void changeRole(role as UserRole)} disabled={saving || isSelf}>
          <SelectTrigger ref={triggerRef} className="h-9 w-28" aria-label={`Role for ${user.fullName || user.email}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="user">User</SelectItem>
            <SelectItem value="admin">Admin</SelectItem>
          </SelectContent>
        </Select>
      </TableCell>
      <TableCell>
        <Badge variant={user.planId === 1 ? 'outline' : 'default'}>{planName}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">
        <time dateTime={user.createdAt}>{formatCreatedAt(user.createdAt)}</time>
      </TableCell>
      <TableCell className="text-right">
        <Button variant="outline" size="sm" onClick={onOpenBilling} aria-label={`Billing for ${user.fullName || user.email}`}>
          <Wallet aria-hidden="true" />
          Billing
        </Button>
      </TableCell>
    </TableRow>
  );
}

function roleLabel(role: UserRole): string {
  return role === 'admin' ? 'an admin' : 'a user';
}
