import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '../../components/ui/toast';
import { makeFragmentData } from '../../gql';
import { EditInstanceDialog, EditInstanceKeywordsQuery, UpdateTrackingInstanceMutation } from './edit-instance-dialog';
import { runCostMock } from './run-cost-mock';
import { buildInstance } from './tracker-fixtures';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const instance = buildInstance({ timeZone: 'Asia/Tokyo', scheduledTime: '06:15', serpCountry: 'gb', resultCount: 50, searchConsoleFlagPlaces: 7 });

/** The dialog's own read of the keywords, answering `keywords` (or failing with `error`) after `delay` ms. */
function keywordsRead(keywords: string[] | Error, delay = 0): MockLink.MockedResponse {
  return {
    request: { query: EditInstanceKeywordsQuery, variables: { id: instance.id } },
    delay,
    ...(keywords instanceof Error ? { error: keywords } : { result: { data: { trackingInstance: { __typename: 'TrackingInstance', id: instance.id, keywords } } } }),
  };
}

function renderDialog(update: MockLink.MockedResponse, reads: MockLink.MockedResponse[] = [keywordsRead(instance.keywords)]) {
  const onClose = jest.fn();
  const ui = (open: boolean) => (
    <MockedProvider mocks={[update, runCostMock, ...reads]}>
      <MemoryRouter>
        <EditInstanceDialog instance={makeFragmentData(instance, EditInstanceDialog.fragments.instance)} open={open} onClose={onClose} />
        <Toaster />
      </MemoryRouter>
    </MockedProvider>
  );
  const view = render(ui(true));
  return { dialog: screen.getByRole('dialog', { name: 'Edit Tracking Instance' }), onClose, setOpen: (open: boolean) => view.rerender(ui(open)) };
}

/** The form, once the keywords are read (it replaces the loading state). */
const formIn = (dialog: HTMLElement) => within(dialog).findByRole('form', { name: 'Edit Tracking Instance' });

describe('edit tracking instance form', () => {
  it('opens with the instance’s settings and what one run of its keywords costs', async () => {
    const { dialog } = renderDialog({ request: { query: UpdateTrackingInstanceMutation, variables: () => true }, result: { data: { updateTrackingInstance: instance } } });

    await formIn(dialog);
    expect(within(dialog).getByLabelText('Instance name')).toHaveValue('Wikipedia vs Moz');
    expect(within(dialog).getByLabelText('Instance name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Your domain')).toHaveValue('wikipedia.org');
    expect(within(within(dialog).getByRole('list', { name: 'Keywords' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['seo tools', 'backlinks']);
    expect(within(dialog).getByRole('list', { name: 'Competitors' })).toHaveTextContent('moz.com · Moz');
    expect(within(dialog).getByLabelText('Scheduled time')).toHaveValue('06:15');
    expect(within(dialog).getByText(/Asia\/Tokyo/)).toBeInTheDocument();
    expect(await within(dialog).findByText('One run: 2 keywords × 1 tracking credit = 2 tracking credits, whatever the depth checked.')).toBeInTheDocument();
  });

  it('saves the edited keywords and schedule in the instance’s own time zone, toasts and closes', async () => {
    const user = userEvent.setup();
    const input = {
      name: 'Wikipedia vs Moz',
      userDomain: 'wikipedia.org',
      userCompanyName: 'Wikipedia',
      competitors: [{ domain: 'moz.com', companyName: 'Moz' }],
      keywords: ['backlinks', 'rank tracker'],
      devices: ['desktop', 'mobile'],
      resultCount: 50,
      frequency: 'daily',
      scheduledTime: '18:30',
      timeZone: 'Asia/Tokyo',
      serpLocation: null,
      serpLanguage: 'en',
      serpCountry: 'gb',
      serpDateRange: null,
      page: 1,
      searchConsoleFlagPlaces: 3,
    };
    const sent = jest.fn(() => ({ data: { updateTrackingInstance: { ...instance, keywords: input.keywords, scheduledTime: '18:30' } } }));
    const { dialog, onClose } = renderDialog({ request: { query: UpdateTrackingInstanceMutation, variables: { id: instance.id, input } }, result: sent });

    await formIn(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Remove seo tools' }));
    await user.type(within(dialog).getByLabelText('Keyword'), 'rank tracker{Enter}');
    // The only device ticked cannot be unticked; ticking mobile makes each keyword two searches.
    expect(within(dialog).getByRole('checkbox', { name: 'Desktop' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mobile' }));
    expect(await within(dialog).findByText('One run: 4 searches (2 keywords on 2 devices) × 1 tracking credit = 4 tracking credits, whatever the depth checked.')).toBeInTheDocument();
    const time = within(dialog).getByLabelText('Scheduled time');
    await user.clear(time);
    await user.type(time, '18:30');
    // The Search Console flag's places: the instance's 7, set to 3.
    const places = within(dialog).getByLabelText('Search Console flag after (places)');
    expect(places).toHaveValue(7);
    await user.clear(places);
    await user.type(places, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Tracking instance saved')).toBeInTheDocument();
  });

  it('keeps the form open with the server’s message when the edit is refused', async () => {
    const user = userEvent.setup();
    const message = 'A run is in progress. Change keywords, competitors or search settings once it has finished (or cancel it).';
    const { dialog, onClose } = renderDialog({
      request: { query: UpdateTrackingInstanceMutation, variables: () => true },
      result: { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] },
    });

    await formIn(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Remove backlinks' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    // The alert region is always there (empty until something goes wrong): wait for its text.
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(message));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('alerts "Fill the required fields." when every keyword was removed, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = jest.fn(() => ({ data: { updateTrackingInstance: instance } }));
    const { dialog } = renderDialog({ request: { query: UpdateTrackingInstanceMutation, variables: () => true }, result: sent });

    await formIn(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Remove seo tools' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove backlinks' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Fill the required fields.');
    expect(within(dialog).getByText('Add keywords to see what one run costs.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  describe('the keywords, read when the form opens (the page does not carry them)', () => {
    const anyUpdate: MockLink.MockedResponse = { request: { query: UpdateTrackingInstanceMutation, variables: () => true }, result: { data: { updateTrackingInstance: instance } } };

    it('says it is loading them with Save disabled, then opens the form on them with the name focused', async () => {
      const { dialog } = renderDialog(anyUpdate, [keywordsRead(['seo tools', 'backlinks', 'rank tracker'], 50)]);

      expect(within(dialog).getByRole('status', { name: 'Loading the instance’s keywords' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
      expect(within(dialog).queryByLabelText('Instance name')).not.toBeInTheDocument();

      await formIn(dialog);
      expect(within(within(dialog).getByRole('list', { name: 'Keywords' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['seo tools', 'backlinks', 'rank tracker']);
      expect(within(dialog).getByLabelText('Instance name')).toHaveFocus();
      expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      expect(within(dialog).queryByRole('status', { name: 'Loading the instance’s keywords' })).not.toBeInTheDocument();
    });

    it('says when they cannot be read, keeps Save disabled, and reads them again on Try again', async () => {
      const user = userEvent.setup();
      const { dialog, onClose } = renderDialog(anyUpdate, [keywordsRead(new Error('Network down')), keywordsRead(['backlinks'])]);

      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The instance’s keywords could not be loaded.'));
      expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();

      await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
      await formIn(dialog);
      expect(within(within(dialog).getByRole('list', { name: 'Keywords' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['backlinks']);
      expect(onClose).not.toHaveBeenCalled();
    });

    it('closes from the loading state with Cancel', async () => {
      const user = userEvent.setup();
      const { dialog, onClose } = renderDialog(anyUpdate, [keywordsRead(['seo tools'], 10_000)]);

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(onClose).toHaveBeenCalled();
    });

    it('reads them again at each opening, so the form starts from keywords changed since (an import in the table)', async () => {
      const { dialog, setOpen } = renderDialog(anyUpdate, [keywordsRead(['seo tools']), keywordsRead(['seo tools', 'imported keyword'])]);
      await formIn(dialog);
      expect(within(within(dialog).getByRole('list', { name: 'Keywords' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['seo tools']);

      setOpen(false);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      setOpen(true);
      const reopened = screen.getByRole('dialog', { name: 'Edit Tracking Instance' });
      await waitFor(() =>
        expect(within(reopened).getByRole('list', { name: 'Keywords' }).textContent).toContain('imported keyword'),
      );
      expect(within(within(reopened).getByRole('list', { name: 'Keywords' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['seo tools', 'imported keyword']);
    });
  });
});
