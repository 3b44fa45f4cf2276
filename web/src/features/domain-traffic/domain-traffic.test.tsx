import '../../lib/testing/jsdom-text-encoding';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { expectRefusedForSearches, lastSearchSpentElsewhere, outOfSearches, PRO_USER, renderResearch } from '../research/research-fixtures';
import { DomainTraffic, LookupDomainTrafficMutation } from './domain-traffic';

// ApexCharts needs a real layout engine; the test only checks what the chart is given.
jest.mock('../../components/charts/apex-chart', () => ({
  __esModule: true,
  Chart: (props: { series: { data: number[] }[]; options: { xaxis: { categories: string[] } } }) => (
    <div data-testid="apex-chart">{JSON.stringify({ categories: props.options.xaxis.categories, data: props.series[0].data })}</div>
  ),
}));

const row = (domain: string, estimatedMonthlyTraffic: number, totalRankingKeywords: number) => ({
  __typename: 'DomainTraffic',
  domain,
  estimatedMonthlyTraffic,
  totalRankingKeywords,
});

function trafficAnswer(domains: string[], country: string, rows: ReturnType<typeof row>[]) {
  return {
    request: { query: LookupDomainTrafficMutation, variables: { domains, country } },
    result: { data: { lookupDomainTraffic: { __typename: 'DomainTrafficReport', source: 'SANDBOX', provider: 'sandbox', country, domains: rows } } },
  };
}

describe('domain traffic', () => {
  it('asks for at least one domain', async () => {
    const user = userEvent.setup();
    renderResearch(<DomainTraffic />, []);
    await user.type(await screen.findByLabelText('Domains'), ' , ');
    await user.click(screen.getByRole('button', { name: 'Analyze Traffic' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Enter at least one domain (comma-separated).'));
  });

  it('shows a row per domain with abbreviated traffic, and a chart given escaped names', async () => {
    const user = userEvent.setup();
    const evil = '<img src=x onerror=alert(1)>.com';
    renderResearch(<DomainTraffic />, [
      trafficAnswer(['moz.com', evil], 'us', [row('moz.com', 1_234_567, 45_000), row(evil, 950, 12)]),
    ]);
    await user.type(await screen.findByLabelText('Domains'), `moz.com, ${evil}, moz.com`);
    await user.click(screen.getByRole('button', { name: 'Analyze Traffic' }));

    expect(await screen.findByText('Analysis complete')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Domain traffic' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('moz.com1.2M45,000');
    expect(rows[2]).toHaveTextContent(`${evil}95012`);
    const chart = JSON.parse((await screen.findByTestId('apex-chart')).textContent ?? '{}') as { categories: string[]; data: number[] };
    expect(chart.categories).toEqual(['moz.com', '&lt;img src=x onerror=alert(1)&gt;.com']);
    expect(chart.data).toEqual([1_234_567, 950]);
    expect(screen.getByTestId('sandbox-banner')).toBeInTheDocument();
  });

  it('warns when no data comes back for the domains and country', async () => {
    const user = userEvent.setup();
    renderResearch(<DomainTraffic />, [trafficAnswer(['nothing.example'], 'us', [])]);
    await user.type(await screen.findByLabelText('Domains'), 'nothing.example');
    await user.click(screen.getByRole('button', { name: 'Analyze Traffic' }));
    expect((await screen.findAllByText('No data returned for the given domain(s) & country.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "Analysis failed" with the server message and clears earlier results', async () => {
    const user = userEvent.setup();
    renderResearch(<DomainTraffic />, [
      trafficAnswer(['moz.com'], 'us', [row('moz.com', 5000, 10)]),
      {
        request: { query: LookupDomainTrafficMutation, variables: { domains: ['ahrefs.com'], country: 'us' } },
        result: { errors: [new GraphQLError('Keywords Everywhere is unavailable right now (HTTP 503). Please try again later.', { extensions: { code: 'PROVIDER_UNAVAILABLE' } })] },
      },
    ]);
    const input = await screen.findByLabelText('Domains');
    await user.type(input, 'moz.com');
    await user.click(screen.getByRole('button', { name: 'Analyze Traffic' }));
    await screen.findByRole('table', { name: 'Domain traffic' });

    await user.clear(input);
    await user.type(input, 'ahrefs.com');
    await user.click(screen.getByRole('button', { name: 'Analyze Traffic' }));
    expect(await screen.findByText('Analysis failed')).toBeInTheDocument();
    expect(screen.getByText('Keywords Everywhere is unavailable right now (HTTP 503). Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when the server refuses for credits, says so as its own message (not a failure), keeps the domains and disables Analyze', async () => {
    const user = userEvent.setup();
    renderResearch(
      <DomainTraffic />,
      [{ request: { query: LookupDomainTrafficMutation, variables: { domains: ['moz.com', 'ahrefs.com'], country: 'us' } }, result: outOfSearches }],
      PRO_USER,
      '/',
      lastSearchSpentElsewhere(),
    );
    // The count has been read (one left) before the try: a re-read asked while the first read is still on its way
    // would join it and bring the same one back.
    await screen.findByText('1 of 100 keyword searches left this month');
    await user.type(await screen.findByLabelText('Domains'), 'moz.com, ahrefs.com');
    await user.click(screen.getByRole('button', { name: 'Analyze Traffic' }));

    await expectRefusedForSearches();
    expect(screen.getByLabelText('Domains')).toHaveValue('moz.com, ahrefs.com');
  });
});
