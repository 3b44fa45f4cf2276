import { act, render, screen } from '@testing-library/react';
import { FirstPageCode, holdFirstRouteFor } from './first-page-code';

const page = () =>
  render(
    <FirstPageCode>
      <h1>The page</h1>
    </FirstPageCode>,
  );

describe('FirstPageCode', () => {
  it('draws the route at once when no page code was asked for at start', () => {
    page();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it("holds the first route behind a spinner until the page's code is here", async () => {
    let arrive!: () => void;
    holdFirstRouteFor(new Promise<void>((resolve) => (arrive = resolve)));
    page();
    expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('lets the route through when the code failed to load (the page shows the failure where it renders)', async () => {
    let fail!: () => void;
    holdFirstRouteFor(new Promise<void>((_resolve, reject) => (fail = () => reject(new Error('offline')))));
    page();
    expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
    await act(async () => fail());
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});
