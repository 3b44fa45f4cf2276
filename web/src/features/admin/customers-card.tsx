import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { MessageSquareQuote, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { getFragmentData, graphql } from '../../gql';
import type { AdminCustomer_CustomerFragment } from '../../gql/graphql';
import { Avatar, AvatarFallback } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/graphql-error';
import { AdminCustomerFragment, CustomerFormDialog } from './customer-form-dialog';
import { LoadFailed } from '../../components/load-failed';

export const AdminCustomersQuery = graphql(`
  query AdminCustomers {
    customers {
      ...AdminCustomer_customer
    }
  }
`);

export const DeleteCustomerMutation = graphql(`
  mutation DeleteCustomer($id: ID!) {
    deleteCustomer(id: $id)
  }
`);

/** Deletes a customer and evicts it from the cache; lists that referenced it drop it on read. */
function useDeleteCustomer() {
  const [mutate, state] = useMutation(DeleteCustomerMutation);
  const deleteCustomer = React.useCallback(
    (customer: Customer) =>
      mutate({
        variables: { id: customer.id },
        update(cache, { data }) {
          if (!data?.deleteCustomer) return;
          cache.evict({ id: cache.identify(customer) });
          cache.gc();
        },
      }),
    [mutate],
  );
  return [deleteCustomer, state] as const;
}

type Customer = AdminCustomer_CustomerFragment;

export function CustomersCard() {
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(AdminCustomersQuery, { notifyOnNetworkStatusChange: true });
  // The customer stays set while the form closes, so its title does not flip mid-animation.
  const [form, setForm] = React.useState<{ open: boolean; customer: Customer | null }>({
    open: false,
    customer: null,
  });
  const [removing, setRemoving] = React.useState<Customer | null>(null);

  React.useEffect(() => {
    if (error) {
      toast({
        title: 'Failed to fetch customers',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }, [error, toast]);

  function openForm(customer: Customer | null) {
    setForm({ open: true, customer });
  }

  const customers = getFragmentData(AdminCustomerFragment, data?.customers) ?? [];

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <MessageSquareQuote className="size-5 text-primary" aria-hidden="true" />
            Customers
          </CardTitle>
          <CardDescription>Testimonials from customers. Featured ones appear on the landing page.</CardDescription>
        </div>
        <Button onClick={() => openForm(null)} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Add customer
        </Button>
      </CardHeader>
      <CardContent>
        {!data && loading ? (
          <div className="flex items-center justify-center gap-3 py-10 text-sm text-muted-foreground">
            <Spinner label="Loading customers" />
            Loading customers…
          </div>
        ) : !data && error ? (
          <LoadFailed onRetry={refetch} className="py-10">
            The customer list could not be loaded.
          </LoadFailed>
        ) : customers.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-10 text-center">
            <MessageSquareQuote className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No customers yet</p>
            <p className="max-w-sm px-4 text-sm text-muted-foreground">
              Add a customer and their testimonial to show social proof on the landing page.
            </p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Customers">
            {customers.map((customer) => (
              <CustomerItem
                key={customer.id}
                customer={customer}
                onEdit={() => openForm(customer)}
                onRemove={() => setRemoving(customer)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <CustomerFormDialog
        open={form.open}
        customer={form.customer}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <RemoveCustomerDialog customer={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase());
  return letters.join('') || '?';
}

function CustomerItem({ customer, onEdit, onRemove }: { customer: Customer; onEdit(): void; onRemove(): void }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4" data-testid="customer-item">
      <div className="flex items-start gap-3">
        {/* The logo URL points off-site; it is shown as text rather than loaded into the admin page. */}
        <Avatar>
          <AvatarFallback>{initials(customer.name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{customer.name}</p>
          <p className="truncate text-sm text-muted-foreground">
            {customer.position}, {customer.company}
          </p>
        </div>
        {customer.featured ? (
          <Badge variant="warning">
            <Star className="size-3" aria-hidden="true" />
            Featured
          </Badge>
        ) : (
          <Badge variant="outline">Hidden</Badge>
        )}
      </div>
      <blockquote className="line-clamp-4 text-sm leading-6 text-foreground/90">“{customer.testimonial}”</blockquote>
      {customer.logoUrl ? (
        <p className="truncate text-xs text-muted-foreground" title={customer.logoUrl}>
          Logo: {customer.logoUrl}
        </p>
      ) : null}
      <div className="mt-auto flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${customer.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove ${customer.name}`}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}

function RemoveCustomerDialog({ customer, onClose }: { customer: Customer | null; onClose(): void }) {
  const { toast } = useToast();
  const [deleteCustomer] = useDeleteCustomer();
  return (
    <ConfirmDialog
      open={customer !== null}
      title={`Remove ${customer?.name ?? ''}?`}
      description="Their testimonial will be deleted and disappear from the landing page. This cannot be undone."
      confirmLabel="Remove"
      busyLabel="Removing…"
      failureMessage="The customer could not be removed. Please try again."
      onConfirm={async () => {
        if (!customer) return;
        await deleteCustomer(customer);
        toast({ title: 'Customer removed', description: `${customer.name} no longer appears on the site.` });
      }}
      onClose={onClose}
    />
  );
}
