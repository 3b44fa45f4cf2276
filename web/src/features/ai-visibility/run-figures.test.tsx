import '../../lib/testing/jsdom-text-encoding';
import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { AiVisibilityAnswersQuery, AiVisibilitySummaryQuery } from './ai-visibility-documents';
import { RunFigures } from './run-figures';

const rate = (value: number, n: number) => ({ __typename: 'AiRate', value, low: value / 2, high: Math.min(1, value * 2), n });

/** The summary the api answers for the prompts tagged "tools" only: asked with the tag, nothing else. */
const taggedSummary = {
  request: { query: AiVisibilitySummaryQuery, variables: { projectId: 'p1', runId: 'r1', surface: null, prompt: null, tag: 'tools' } },
  result: {
    data: {
      aiVisibilitySummary: {
        __typename: 'AiVisibilitySummary',
        runId: 'r1',
        surface: null,
        source: 'SANDBOX',
        checked: 18,
        answersKept: true,
        notice: null,
        brands: [{ __typename: 'AiBrandFigures', name: 'Acme', shareOfVoice: 0.5, averagePosition: 1.2, mentionRate: rate(0.5, 18), citationRate: rate(0.25, 18), mentionChange: null }],
        topDomains: [],
        opportunities: [],
      },
    },
  },
};

describe('one run’s figures', () => {
  it('asks for the figures of one tag’s prompts and says so above them', async () => {
    render(
      <MockedProvider mocks={[taggedSummary, { request: { query: AiVisibilityAnswersQuery, variables: { projectId: 'p1', runId: 'r1', limit: 5000 } }, result: { data: { aiVisibilityAnswers: [] } } }]}>
        <RunFigures projectId="p1" runId="r1" surface={null} scope={{ tag: 'tools' }} ownBrand="Acme" prompts={['best crm']} surfaces={['chatgpt']} />
      </MockedProvider>,
    );
    expect(await screen.findByText(/All surfaces, prompts tagged “tools”: 18 checked samples \(SANDBOX data\)/)).toBeVisible();
    expect(screen.getByRole('row', { name: /Acme/ })).toHaveTextContent('50 % (25–100 %, n = 18)');
  });
});
