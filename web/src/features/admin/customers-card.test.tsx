import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Toaster } from '../../components/ui/toast';
import { CreateCustomerMutation } from './customer-form-dialog';
import { AdminCustomersQuery, CustomersCard, DeleteCustomerMutation } from './customers-card';

const alex = {
  __typename: 'Customer' as const,
  id: 'c1',
  name: 'Alex Morgan',
  company: 'Northwind Outfitters',
  position: 'Head of Marketing',
  logoUrl: null,
  testimonial: 'Our organic sign-ups doubled in two quarters.',
  featured: true,
};

const customersAre = (customers: (typeof alex)[]): MockLink.MockedResponse => ({
  request: { query: AdminCustomersQuery },
  result: { data: { customers } },
});

function renderCard(mocks: MockLink.MockedResponse[]) {
  // MockedProvider renders exactly one child element, hence the fragment.
  return render(
    <MockedProvider mocks={mocks}>
      <>
        <CustomersCard />
        <Toaster />
      </>
    </MockedProvider>,
  );
}

// Radix's switch measures itself inside a form; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('customers card', () => {
  it('shows an empty state when there are no customers', async () => {
    renderCard([customersAre([])]);
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
  });

  it('adds a customer through the form', async () => {
    const user = userEvent.setup();
    const created = { ...alex, id: 'c2', name: 'Sam Lee', company: 'Contoso', position: 'Founder', testimonial: 'Great.' };
    const { __typename: _typename, id: _id, ...input } = created;
    renderCard([
      customersAre([alex]),
      { request: { query: CreateCustomerMutation, variables: { input } }, result: { data: { createCustomer: created } } },
    ]);
    await screen.findByText('Alex Morgan');

    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');

    await user.type(within(dialog).getByLabelText('Name'), created.name);
    await user.type(within(dialog).getByLabelText('Company'), created.company);
    await user.type(within(dialog).getByLabelText('Position'), created.position);
    await user.type(within(dialog).getByLabelText('Testimonial'), created.testimonial);
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));

    expect(await screen.findByText('Customer added')).toBeInTheDocument();
    expect(await screen.findByText('Founder, Contoso')).toBeInTheDocument();
    expect(screen.getAllByTestId('customer-item')).toHaveLength(2);
  });

  it('removes a customer only after confirmation', async () => {
    const user = userEvent.setup();
    renderCard([
      customersAre([alex]),
      { request: { query: DeleteCustomerMutation, variables: { id: 'c1' } }, result: { data: { deleteCustomer: true } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Alex Morgan' }));

    const confirm = await screen.findByRole('dialog', { name: 'Remove Alex Morgan?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Alex Morgan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Alex Morgan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Customer removed')).toBeInTheDocument();
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
  });
});
