import '../../lib/testing/jsdom-text-encoding';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Toaster } from '../../components/ui/toast';
import { layOut, scrollBoxOf } from '../../lib/testing/overflow';
import { AuthProvider } from '../session/session-provider';
import { PlansQuery } from '../pricing/plans-documents';
import { CreateUserMutation } from './add-user-form';
import { UserManagementCard } from './user-management-card';
import { AdminUsersQuery } from './users-table';

function userRecord(overrides: Partial<{ id: string; fullName: string; email: string; role: 'user' | 'admin' }> = {}) {
  return {
    __typename: 'User' as const,
    id: '1',
    fullName: 'Ada Admin',
    email: 'ada@example.com',
    role: 'admin' as const,
    planId: 1,
    createdAt: '2025-06-01T12:00:00.000Z',
    ...overrides,
  };
}

function usersReturn(users: ReturnType<typeof userRecord>[]): MockLink.MockedResponse {
  return { request: { query: AdminUsersQuery }, result: { data: { users } } };
}

// Named unlike any plan the web app could know by itself: the table must show what the api says.
const plansReturn: MockLink.MockedResponse = {
  request: { query: PlansQuery },
  result: {
    data: {
      plans: [1, 2, 3].map((id) => ({
        __typename: 'Plan' as const,
        id,
        name: `Server plan ${id}`,
        pricePerMonth: 0,
        description: '',
        features: [],
        limitations: [],
        mostPopular: false,
        trialDays: 0,
      })),
    },
  },
};

const newUserInput = { fullName: 'Grace Hopper', email: 'grace@example.com', password: 'cobol-1959' };

function renderCard(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={[plansReturn, ...mocks]}>
      <AuthProvider>
        <UserManagementCard />
        <Toaster />
      </AuthProvider>
    </MockedProvider>,
  );
}

async function fillForm(values: Partial<typeof newUserInput>) {
  const user = userEvent.setup();
  if (values.fullName) await user.type(screen.getByLabelText('Full name'), values.fullName);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Create User' }));
}

beforeEach(() => window.localStorage.clear());

describe('user management', () => {
  it('scrolls the users table sideways inside the card, as a named region with a cue, on a narrow screen', async () => {
    renderCard([usersReturn([userRecord()])]);
    const box = scrollBoxOf(await screen.findByRole('table', { name: 'Users' }));
    act(() => layOut(box, { scrollWidth: 760, clientWidth: 300 }));
    expect(screen.getByRole('region', { name: 'Users' })).toHaveAttribute('tabindex', '0');
    expect(box.parentElement!.querySelector('[data-scroll-cue="end"]')).toHaveAttribute('data-visible', 'true');
  });

  it('lists users with their role, plan and creation date', async () => {
    renderCard([usersReturn([userRecord(), userRecord({ id: '2', fullName: 'Uma User', email: 'uma@example.com', role: 'user' })])]);

    const rows = await screen.findAllByTestId('user-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByText('uma@example.com')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('combobox', { name: 'Role for Uma User' })).toHaveTextContent('User');
    expect(within(rows[0]).getByText('Server plan 1')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Jun 1, 2025')).toBeInTheDocument();
  });

  it('shows an empty state when there are no users', async () => {
    renderCard([usersReturn([])]);
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
  });

  it('says "Failed to fetch users" when the list cannot be loaded', async () => {
    renderCard([{ request: { query: AdminUsersQuery }, result: { errors: [new GraphQLError('Admin access required')] } }]);
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    ['Full name', { email: newUserInput.email, password: newUserInput.password }],
    ['Email', { fullName: newUserInput.fullName, password: newUserInput.password }],
    ['Password', { fullName: newUserInput.fullName, email: newUserInput.email }],
    ['Password', { fullName: newUserInput.fullName, email: newUserInput.email, password: '   ' }],
  ])('asks to fill in all fields and sends nothing when "%s" is empty', async (label, values) => {
    const createUser = jest.fn(() => ({ data: { createUser: userRecord({ id: '9', role: 'user' }) } }));
    renderCard([usersReturn([userRecord()]), { request: { query: CreateUserMutation, variables: () => true }, result: createUser }]);
    await screen.findAllByTestId('user-row');

    await fillForm(values);

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(createUser).not.toHaveBeenCalled();
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates a user, confirms it and adds the row to the table', async () => {
    const created = userRecord({ id: '9', fullName: newUserInput.fullName, email: newUserInput.email, role: 'user' });
    renderCard([
      usersReturn([userRecord()]),
      { request: { query: CreateUserMutation, variables: { input: newUserInput } }, result: { data: { createUser: created } } },
    ]);
    await screen.findAllByTestId('user-row');

    await fillForm(newUserInput);

    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getAllByTestId('user-row')).toHaveLength(2);
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it('reports the server message when creating a user fails', async () => {
    renderCard([
      usersReturn([userRecord()]),
      {
        request: { query: CreateUserMutation, variables: { input: newUserInput } },
        result: { errors: [new GraphQLError('A user with this email already exists')] },
      },
    ]);
    await screen.findAllByTestId('user-row');

    await fillForm(newUserInput);

    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
    expect(screen.getByText('A user with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue(newUserInput.fullName);
  });
});
