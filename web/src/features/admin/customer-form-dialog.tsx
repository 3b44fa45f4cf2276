import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { graphql } from '../../gql';
import type { AdminCustomer_CustomerFragment, CustomerInput } from '../../gql/graphql';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { TextField } from '../../components/ui/text-field';
import { Textarea } from '../../components/ui/textarea';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/graphql-error';

export const AdminCustomerFragment = graphql(`
  fragment AdminCustomer_customer on Customer {
    id
    name
    company
    position
    logoUrl
    testimonial
    featured
  }
`);

export const CreateCustomerMutation = graphql(`
  mutation CreateCustomer($input: CustomerInput!) {
    createCustomer(input: $input) {
      ...AdminCustomer_customer
    }
  }
`);

const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      ...AdminCustomer_customer
    }
  }
`);

/**
 * Appends a new customer to the full list. Filtered lists (the landing page's featured
 * customers) are dropped from the cache instead, so they refetch with the server's filter.
 */
function useCreateCustomer() {
  return useMutation(CreateCustomerMutation, {
    update(cache, { data }) {
      const created = data?.createCustomer;
      if (!created) return;
      cache.modify<{ customers: Reference[] }>({
        fields: {
          customers(existing, { toReference, storeFieldName, DELETE }) {
            if (storeFieldName !== 'customers') return DELETE;
            const reference = toReference(created);
            return reference ? [...existing, reference] : existing;
          },
        },
      });
    },
  });
}

/** Updates a customer in place; a changed `featured` flag invalidates the filtered lists. */
function useUpdateCustomer() {
  return useMutation(UpdateCustomerMutation, {
    update(cache) {
      cache.modify<{ customers: Reference[] }>({
        fields: {
          customers(existing, { storeFieldName, DELETE }) {
            return storeFieldName === 'customers' ? existing : DELETE;
          },
        },
      });
    },
  });
}

interface CustomerFormValues {
  name: string;
  company: string;
  position: string;
  logoUrl: string;
  testimonial: string;
  featured: boolean;
}

const EMPTY_VALUES: CustomerFormValues = {
  name: '',
  company: '',
  position: '',
  logoUrl: '',
  testimonial: '',
  featured: true,
};

function valuesOf(customer: AdminCustomer_CustomerFragment | null): CustomerFormValues {
  if (!customer) return EMPTY_VALUES;
  const { name, company, position, logoUrl, testimonial, featured } = customer;
  return { name, company, position, logoUrl: logoUrl ?? '', testimonial, featured };
}

interface CustomerFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The customer being edited, or null to add a new one. */
  customer: AdminCustomer_CustomerFragment | null;
}

export function CustomerFormDialog({ open, onOpenChange, customer }: CustomerFormDialogProps) {
  const { toast } = useToast();
  const [createCustomer, { loading: creating }] = useCreateCustomer();
  const [updateCustomer, { loading: updating }] = useUpdateCustomer();
  const [values, setValues] = React.useState<CustomerFormValues>(() => valuesOf(customer));
  const [validationError, setValidationError] = React.useState<string | null>(null);
  const saving = creating || updating;
  const isEdit = customer !== null;

  // Each opening starts from the chosen customer's current values (set while rendering, as React advises for
  // state that follows a prop, so the form never shows the previous values for a frame).
  const [openedFor, setOpenedFor] = React.useState<{ open: boolean; customer: AdminCustomer_CustomerFragment | null }>({ open: false, customer });
  if (openedFor.open !== open || openedFor.customer !== customer) {
    setOpenedFor({ open, customer });
    if (open) {
      setValues(valuesOf(customer));
      setValidationError(null);
    }
  }

  function field(name: Exclude<keyof CustomerFormValues, 'featured'>) {
    return {
      id: `customer-${name}`,
      value: values[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setValidationError(null);
      },
    };
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: CustomerInput = {
      name: values.name.trim(),
      company: values.company.trim(),
      position: values.position.trim(),
      testimonial: values.testimonial.trim(),
      logoUrl: values.logoUrl.trim() || null,
      featured: values.featured,
    };
    if (!input.name || !input.company || !input.position || !input.testimonial) {
      setValidationError('Please fill in all required fields');
      return;
    }
    try {
      if (customer) {
        await updateCustomer({ variables: { id: customer.id, input } });
        toast({ title: 'Customer updated', description: `${input.name}'s testimonial was saved.` });
      } else {
        await createCustomer({ variables: { input } });
        toast({ title: 'Customer added', description: `${input.name} from ${input.company} was added.` });
      }
      onOpenChange(false);
    } catch (cause) {
      toast({
        title: isEdit ? 'Failed to update customer' : 'Failed to add customer',
        description: errorMessage(cause, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit customer' : 'Add customer'}</DialogTitle>
          <DialogDescription>Featured customers and their testimonials appear on the landing page.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field('name')} label="Name" autoComplete="off" placeholder="Alex Morgan" />
            <TextField {...field('company')} label="Company" autoComplete="off" placeholder="Northwind Outfitters" />
            <TextField {...field('position')} label="Position" autoComplete="off" placeholder="Head of Marketing" />
            <TextField
              {...field('logoUrl')}
              label={
                <>
                  Logo URL <span className="font-normal text-muted-foreground">(optional)</span>
                </>
              }
              type="url"
              autoComplete="off"
              placeholder="https://…/logo.svg"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="customer-testimonial">Testimonial</Label>
            <Textarea {...field('testimonial')} rows={4} placeholder="What did Rankcraft change for them?" />
          </div>
          <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
            <div className="grid gap-1">
              <Label htmlFor="customer-featured">Featured</Label>
              <p id="customer-featured-hint" className="text-xs text-muted-foreground">
                Show this testimonial on the landing page.
              </p>
            </div>
            <Switch
              id="customer-featured"
              aria-describedby="customer-featured-hint"
              checked={values.featured}
              onCheckedChange={(featured) => setValues((current) => ({ ...current, featured }))}
            />
          </div>
          <p role="alert" className="min-h-5 text-sm font-medium text-destructive">
            {validationError}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : isEdit ? 'Save changes' : 'Add customer'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
