import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Toaster } from '../../components/ui/toast';
import { AdminMaintenanceQuery, MaintenanceCard, SetMaintenanceMutation } from './maintenance-card';

const maintenanceIs = (maintenance: boolean): MockLink.MockedResponse => ({
  request: { query: AdminMaintenanceQuery },
  result: { data: { maintenance } },
});

function renderCard(mocks: MockLink.MockedResponse[]) {
  // MockedProvider renders exactly one child element, hence the fragment.
  return render(
    <MockedProvider mocks={mocks}>
      <>
        <MaintenanceCard />
        <Toaster />
      </>
    </MockedProvider>,
  );
}

describe('maintenance card', () => {
  it('turns maintenance on, confirms it and shows the new state', async () => {
    renderCard([
      maintenanceIs(false),
      { request: { query: SetMaintenanceMutation, variables: { enabled: true } }, result: { data: { setMaintenance: true } } },
    ]);
    const toggle = await screen.findByRole('switch', { name: 'Enable maintenance mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(toggle);

    expect(await screen.findByText('Maintenance mode is on')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('maintenance-status')).toHaveTextContent('On');
  });

  it('keeps the switch as it was and explains when saving fails', async () => {
    renderCard([
      maintenanceIs(true),
      {
        request: { query: SetMaintenanceMutation, variables: { enabled: false } },
        result: { errors: [new GraphQLError('Admin access required')] },
      },
    ]);
    const toggle = await screen.findByRole('switch', { name: 'Enable maintenance mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(toggle);

    expect(await screen.findByText('Failed to update maintenance mode')).toBeInTheDocument();
    expect(screen.getByText('Admin access required')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
