import '../../lib/testing/jsdom-text-encoding';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { BrandKits } from './brand-kits';
import { BrandKitsQuery, CreateBrandKitMutation } from './reports-documents';

const input = { name: 'Acme', agencyName: 'Northwind Digital', primaryColor: '#1f2937', accentColor: '#2563eb', footerText: '', hideRankcraftBranding: false };
const acme = { __typename: 'BrandKitOutput' as const, id: 'kit-1', isDefault: true, hasLogo: false, contrastWarnings: [], reportNames: [], ...input };

const kitsAre = (brandKits: (typeof acme)[]): MockLink.MockedResponse => ({ request: { query: BrandKitsQuery }, result: { data: { brandKits } } });

describe('brand kits', () => {
  it('keeps the form of the first kit through its save, with the confirmation and the focus', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[kitsAre([]), { request: { query: CreateBrandKitMutation, variables: { input } }, result: { data: { createBrandKit: acme } } }, kitsAre([acme])]}>
        <MemoryRouter>
          <BrandKits />
        </MemoryRouter>
      </MockedProvider>,
    );
    await screen.findByRole('heading', { name: 'Your first brand kit' });
    await user.type(screen.getByLabelText('Kit name'), 'Acme');
    await user.type(screen.getByLabelText('Agency name'), 'Northwind Digital');
    const save = screen.getByRole('button', { name: 'Save brand kit' });
    await user.click(save);

    expect(await screen.findByRole('heading', { name: 'Edit Acme' })).toBeInTheDocument();
    expect(await screen.findByText(/Brand kit saved\./)).toBeInTheDocument();
    // The same form, not a fresh one: its button still has the focus.
    expect(screen.getByRole('button', { name: 'Save brand kit' })).toBe(save);
    expect(document.activeElement).toBe(save);
  });
});
