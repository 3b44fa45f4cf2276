import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { CreateInstanceDialog, CreateTrackingInstanceMutation } from './create-instance-dialog';
import { runCostMock } from './run-cost-mock';
import { buildInstance } from './tracker-fixtures';

// Radix's select measures its trigger; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A create mutation that records whether it was sent, whatever its variables. */
function createMock(variables?: Record<string, unknown>) {
  const sent = jest.fn(() => ({ data: { createTrackingInstance: buildInstance() } }));
  const mock: MockLink.MockedResponse = {
    request: { query: CreateTrackingInstanceMutation, variables: variables ?? (() => true) },
    result: sent,
  };
  return { mock, sent };
}

function renderDialog(mocks: MockLink.MockedResponse[]) {
  const onCreated = jest.fn();
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={[...mocks, runCostMock]}>
      <MemoryRouter>
        <CreateInstanceDialog open onClose={onClose} onCreated={onCreated} />
      </MemoryRouter>
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Create New Tracking Instance' });
  return { dialog, onCreated, onClose };
}

describe('create tracking instance form', () => {
  it('alerts "Fill the required fields." and sends nothing while a required field is missing', async () => {
    const user = userEvent.setup();
    const { mock, sent } = createMock();
    const { dialog, onCreated } = renderDialog([mock]);

    await user.click(within(dialog).getByRole('button', { name: 'Create Instance' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Fill the required fields.');
    expect(within(dialog).getByLabelText('Instance name')).toHaveFocus();

    // Everything but a keyword.
    await user.type(within(dialog).getByLabelText('Instance name'), 'Brand watch');
    await user.type(within(dialog).getByLabelText('Your domain'), 'wikipedia.org');
    await user.type(within(dialog).getByLabelText('Your company'), 'Wikipedia');
    await user.click(within(dialog).getByRole('button', { name: 'Create Instance' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Fill the required fields.');

    expect(sent).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('adds a competitor by its normalised domain, once, never the user’s own domain, and clears the inputs', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog([]);
    const domain = within(dialog).getByLabelText('Competitor domain');
    const name = within(dialog).getByLabelText('Company name (optional)');
    const add = within(dialog).getByRole('button', { name: 'Add competitor' });
    await user.type(within(dialog).getByLabelText('Your domain'), 'https://www.Wikipedia.org/');

    await user.type(domain, 'https://www.MOZ.com/');
    await user.type(name, 'Moz');
    await user.click(add);
    const chips = () => within(dialog).queryByRole('list', { name: 'Competitors' });
    expect(within(chips()!).getAllByRole('listitem')).toHaveLength(1);
    expect(chips()).toHaveTextContent('moz.com · Moz');
    expect(domain).toHaveValue('');
    expect(name).toHaveValue('');

    await user.type(domain, 'moz.com{Enter}');
    // A refused domain stays in the input, so it can be corrected.
    expect(domain).toHaveValue('moz.com');
    await user.clear(domain);
    await user.type(domain, 'wikipedia.org');
    await user.click(add);
    await user.clear(domain);
    await user.click(add);
    expect(within(chips()!).getAllByRole('listitem')).toHaveLength(1);

    // The name defaults to the domain.
    await user.clear(domain);
    await user.type(domain, 'ahrefs.com{Enter}');
    expect(within(chips()!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(chips()!).getByText('ahrefs.com')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove moz.com' }));
    expect(within(chips()!).getAllByRole('listitem')).toHaveLength(1);
    expect(chips()).not.toHaveTextContent('moz.com');
  });

  it('adds a keyword only when it is non-empty after trimming and not present; Enter and a comma-separated paste add', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog([]);
    const keyword = within(dialog).getByLabelText('Keyword');
    const keywords = () => within(dialog).getByRole('list', { name: 'Keywords' });

    await user.type(keyword, '  seo tools  {Enter}');
    expect(keyword).toHaveValue('');
    await user.type(keyword, 'seo tools');
    await user.click(within(dialog).getByRole('button', { name: 'Add keyword' }));
    await user.type(keyword, '   {Enter}');
    expect(within(keywords()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['seo tools']);

    await user.click(keyword);
    await user.paste('backlinks, rank tracker,seo tools');
    expect(within(keywords()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'seo tools',
      'backlinks',
      'rank tracker',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove backlinks' }));
    expect(within(keywords()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['seo tools', 'rank tracker']);
  });

  it('sends the instance with the spec defaults and the browser’s time zone, then reports success', async () => {
    const user = userEvent.setup();
    const { mock, sent } = createMock({
      input: {
        name: 'Brand watch',
        userDomain: 'wikipedia.org',
        userCompanyName: 'Wikipedia',
        competitors: [{ domain: 'moz.com', companyName: 'moz.com' }],
        keywords: ['seo tools', 'what is seo'],
        devices: ['desktop'],
        resultCount: 100,
        frequency: 'daily',
        scheduledTime: '09:00',
        timeZone,
        serpLocation: null,
        serpLanguage: 'en',
        serpCountry: 'us',
        serpDateRange: null,
        page: 1,
        searchConsoleFlagPlaces: 5,
      },
      // No CSV / TSV chosen.
      importText: null,
    });
    const { dialog, onCreated } = renderDialog([mock]);

    await user.type(within(dialog).getByLabelText('Instance name'), 'Brand watch');
    await user.type(within(dialog).getByLabelText('Your domain'), 'https://www.wikipedia.org/');
    await user.type(within(dialog).getByLabelText('Your company'), 'Wikipedia');
    await user.type(within(dialog).getByLabelText('Competitor domain'), 'moz.com{Enter}');
    await user.type(within(dialog).getByLabelText('Keyword'), 'seo tools{Enter}');
    // Typed but not added: still counts.
    await user.type(within(dialog).getByLabelText('Keyword'), 'what is seo');
    await user.click(within(dialog).getByRole('button', { name: 'Create Instance' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('shows what one run costs before the instance is saved, following the keyword list', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog([]);
    expect(within(dialog).getByText('Add keywords to see what one run costs.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Keyword'), 'seo tools{Enter}');
    expect(await within(dialog).findByText('One run: 1 keyword × 1 tracking credit = 1 tracking credit, whatever the depth checked.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Keyword'));
    await user.paste('backlinks, rank tracker');
    expect(await within(dialog).findByText('One run: 3 keywords × 1 tracking credit = 3 tracking credits, whatever the depth checked.')).toBeInTheDocument();
  });
});
