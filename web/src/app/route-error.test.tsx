import '../lib/testing/jsdom-text-encoding';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteErrors } from './route-error';

function Broken(): never {
  throw new Error('render failed');
}

function renderApp(initialPath: string) {
  return render(
    <MemoryRouter initialEntries={[initialPath]}>
      <RouteErrors>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<p>A fine page</p>} />
        </Routes>
      </RouteErrors>
      <Link to="/fine">Go to the fine page</Link>
    </MemoryRouter>,
  );
}

describe('RouteErrors', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error screen in place of a page that fails to render', () => {
    renderApp('/broken');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be shown. Reloading usually fixes it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the next page again after a failure', async () => {
    renderApp('/broken');
    await userEvent.click(screen.getByRole('link', { name: 'Go to the fine page' }));
    expect(await screen.findByText('A fine page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('leaves working pages alone', () => {
    renderApp('/fine');
    expect(screen.getByText('A fine page')).toBeInTheDocument();
  });
});
