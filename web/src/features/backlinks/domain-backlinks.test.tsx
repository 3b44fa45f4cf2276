import '../../lib/testing/jsdom-text-encoding';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { expectRefusedForSearches, FREE_USER, lastSearchSpentElsewhere, outOfSearches, planToolsMock, PRO_USER, renderResearch } from '../research/research-fixtures';
import { DomainBacklinks, LookupBacklinksMutation } from './domain-backlinks';

const backlink = (index: number) => ({
  __typename: 'Backlink',
  anchorText: index === 1 ? '=cmd|calc' : `anchor ${index}`,
  domainSource: `source${index}.com`,
  domainTarget: 'moz.com',
  urlSource: `https://source${index}.com/post`,
  urlTarget: 'https://moz.com/',
});

describe('domain backlinks', () => {
  it('asks for a domain, sends 10 for a bad count, and lists the backlinks', async () => {
    const user = userEvent.setup();
    renderResearch(<DomainBacklinks />, [
      {
        request: { query: LookupBacklinksMutation, variables: { target: 'moz.com', num: 10, unique: true } },
        result: {
          data: {
            lookupBacklinks: { __typename: 'BacklinkReport', source: 'SANDBOX', provider: 'sandbox', target: 'moz.com', unique: true, backlinks: [backlink(1), backlink(2)] },
          },
        },
      },
    ], PRO_USER);
    await user.click(await screen.findByRole('button', { name: 'Analyze Backlinks' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a domain before analysing'));

    await user.type(screen.getByLabelText('Domain'), 'moz.com');
    const count = screen.getByLabelText('Number of results');
    await user.clear(count);
    await user.type(count, '20000');
    await user.click(screen.getByLabelText(/Unique referring domains/));
    await user.click(screen.getByRole('button', { name: 'Analyze Backlinks' }));

    const rows = within(await screen.findByRole('table', { name: 'Backlinks' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('anchor 2source2.comhttps://source2.com/post');
    expect(count).toHaveValue('10');
    expect(screen.getByText('2 backlinks, one per referring domain')).toBeInTheDocument();
  });

  it('shows the upgrade message, linking to the pricing page, when the plan lacks the tool', async () => {
    const user = userEvent.setup();
    renderResearch(<DomainBacklinks />, [
      {
        request: { query: LookupBacklinksMutation, variables: { target: 'moz.com', num: 10, unique: false } },
        result: { errors: [new GraphQLError('Backlink analysis is not included in the Free plan. Upgrade to Pro or Agency to use it.', { extensions: { code: 'FORBIDDEN' } })] },
      },
    ], FREE_USER);
    await user.type(await screen.findByLabelText('Domain'), 'moz.com');
    await user.click(screen.getByRole('button', { name: 'Analyze Backlinks' }));
    const notice = await screen.findByTestId('upgrade-notice');
    expect(notice).toHaveTextContent('Backlink analysis is not included in the Free plan. Upgrade to Pro or Agency to use it.');
    expect(within(notice).getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    // The form it replaces had focus; the notice takes it.
    expect(within(notice).getByRole('heading', { name: 'Upgrade to use backlink analysis' })).toHaveFocus();
    expect(screen.queryByLabelText('Domain')).not.toBeInTheDocument();
  });

  it('shows the upgrade message in place of the form as soon as the plan is known to lack the tool', async () => {
    renderResearch(<DomainBacklinks />, [planToolsMock], FREE_USER);
    const notice = await screen.findByTestId('upgrade-notice');
    expect(notice).toHaveTextContent('Backlink analysis is not included in the Free plan. Upgrade to Pro or Agency to use it.');
    expect(screen.queryByRole('button', { name: 'Analyze Backlinks' })).not.toBeInTheDocument();
  });

  it('keeps the form for a plan that has the tool', async () => {
    renderResearch(<DomainBacklinks />, [planToolsMock], PRO_USER);
    expect(await screen.findByRole('button', { name: 'Analyze Backlinks' })).toBeInTheDocument();
    expect(screen.queryByTestId('upgrade-notice')).not.toBeInTheDocument();
  });

  it('when the server refuses for credits, says so as its own message (not a failure), keeps the domain and disables Analyze', async () => {
    const user = userEvent.setup();
    renderResearch(
      <DomainBacklinks />,
      [planToolsMock, { request: { query: LookupBacklinksMutation, variables: { target: 'moz.com', num: 10, unique: false } }, result: outOfSearches }],
      PRO_USER,
      '/',
      lastSearchSpentElsewhere(),
    );
    // The count has been read (one left) before the try: a re-read asked while the first read is still on its way
    // would join it and bring the same one back.
    await screen.findByText('1 of 100 keyword searches left this month');
    await user.type(await screen.findByLabelText('Domain'), 'moz.com');
    await user.click(screen.getByRole('button', { name: 'Analyze Backlinks' }));

    await expectRefusedForSearches();
    expect(screen.queryByText('API error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('upgrade-notice')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Domain')).toHaveValue('moz.com');
  });
});
