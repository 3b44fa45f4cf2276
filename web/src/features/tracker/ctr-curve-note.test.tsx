import { render, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { createCache } from '../../app/apollo';
import { makeFragmentData } from '../../gql';
import { TrackingKeywordTagsQuery } from './keyword-bulk-documents';
import { TrackerShareOfVoiceQuery, TrackerTagSummaryQuery } from './share-of-voice-documents';
import { CtrCurveNote } from './ctr-curve-note';
import { ShareOfVoiceSection } from './share-of-voice-section';
import { buildReport, DEFAULT_CTR_CURVE } from './tracker-fixtures';
import { VisibilitySection } from './visibility-section';

// ApexCharts needs a real layout engine: the charts are stood in for; the line under them is what is tested.
jest.mock('../../components/charts/apex-chart', () => ({ __esModule: true, Chart: () => <div data-testid="apex-chart" /> }));

const OWN_CURVE = {
  __typename: 'CtrCurve',
  source: 'SEARCH_CONSOLE',
  sandbox: true,
  note: 'Click-through rates by position: your site’s own, from the sandbox Search Console, generated data (sc-domain:wikipedia.org) over the last 90 days, at positions 1–8 and 11; the default curve (Backlinko, 2023) elsewhere.',
} as const;

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const shareOfVoiceMocks = (ctrCurve: typeof OWN_CURVE | typeof DEFAULT_CTR_CURVE): MockLink.MockedResponse[] => [
  { request: { query: TrackingKeywordTagsQuery, variables: { instanceId: 'i1' } }, result: { data: { trackingKeywordTags: [] } }, ...always },
  { request: { query: TrackerTagSummaryQuery, variables: { instanceId: 'i1', device: null } }, result: { data: { trackerTagSummary: [] } }, ...always },
  {
    request: { query: TrackerShareOfVoiceQuery, variables: { instanceId: 'i1', device: null, tag: null } },
    result: {
      data: {
        trackerShareOfVoice: {
          __typename: 'ShareOfVoice',
          keywordsWithVolume: 2,
          keywordsTotal: 2,
          companies: [
            { __typename: 'CompanyShareOfVoice', companyName: 'Wikipedia', domain: 'wikipedia.org', own: true, share: 21.4, points: [{ __typename: 'ShareOfVoicePoint', runAt: '2026-01-01T09:00:00.000Z', share: 21.4 }] },
          ],
          ctrCurve,
        },
      },
    },
    ...always,
  },
];

describe('the click-through curve under the charts', () => {
  it('says share of voice uses the site’s own rates from Search Console where it has them, marked as sandbox data', async () => {
    render(
      <MockedProvider mocks={shareOfVoiceMocks(OWN_CURVE)} cache={createCache()}>
        <ShareOfVoiceSection instanceId="i1" />
      </MockedProvider>,
    );
    const note = await screen.findByTestId('ctr-curve-note');
    expect(note).toHaveTextContent('Click-through rates by position: your site’s own, from the sandbox Search Console, generated data (sc-domain:wikipedia.org) over the last 90 days, at positions 1–8 and 11; the default curve (Backlinko, 2023) elsewhere.');
    expect(within(note).getByTestId('figures-sandbox')).toHaveTextContent('SANDBOX');
    // Under the figures it qualifies.
    expect(screen.getByTestId('share-of-voice').compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says share of voice uses the default curve without a linked property, with no sandbox mark', async () => {
    render(
      <MockedProvider mocks={shareOfVoiceMocks(DEFAULT_CTR_CURVE)} cache={createCache()}>
        <ShareOfVoiceSection instanceId="i1" />
      </MockedProvider>,
    );
    const note = await screen.findByTestId('ctr-curve-note');
    expect(note).toHaveTextContent(/^Click-through rates by position: the default curve \(Backlinko, 2023\)\.$/);
    expect(within(note).queryByTestId('figures-sandbox')).not.toBeInTheDocument();
  });

  it('says which rates visibility uses, under its chart', async () => {
    const report = { visibility: buildReport().visibility, ctrCurve: makeFragmentData(OWN_CURVE, CtrCurveNote.fragments.curve) };
    render(<VisibilitySection report={makeFragmentData(report, VisibilitySection.fragments.report)} />);
    await screen.findByTestId('apex-chart');
    expect(screen.getByTestId('ctr-curve-note')).toHaveTextContent('your site’s own, from the sandbox Search Console, generated data (sc-domain:wikipedia.org) over the last 90 days, at positions 1–8 and 11');
  });
});
