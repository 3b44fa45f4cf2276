import '../../lib/testing/jsdom-text-encoding';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import WebhooksPage from '../../routes/webhooks';
import { CreateWebhookMutation, DeleteWebhookMutation, RedeliverWebhookMutation, SendWebhookTestMutation, UpdateWebhookMutation, WebhookDeliveriesQuery, WebhooksQuery } from './webhook-documents';
import { AGENCY_USER, planToolsMock, PRO_USER, renderResearch } from '../research/research-fixtures';
import type { SessionUser } from '../session/session-provider';

const URL_A = 'https://hooks.example.com/rankcraft';
const SECRET = 'whsec_shown-once';

function endpointRecord(overrides: Partial<{ id: string; url: string; events: string[]; enabled: boolean; failingSince: string | null; disabledReason: string | null }> = {}) {
  return { __typename: 'WebhookEndpoint' as const, id: 'w1', url: URL_A, events: ['run.completed'], enabled: true, failingSince: null, disabledReason: null, createdAt: '2026-03-01T10:00:00.000Z', ...overrides };
}

function deliveryRecord(overrides: Partial<{ id: string; eventType: string; status: string; responseStatus: number | null; error: string | null; nextAttemptAt: string | null }> = {}) {
  return {
    __typename: 'WebhookDelivery' as const,
    id: 'd1',
    eventType: 'webhook.test',
    status: 'succeeded',
    attempts: 1,
    responseStatus: 200,
    error: null,
    createdAt: '2026-03-01T10:05:00.000Z',
    lastAttemptAt: '2026-03-01T10:05:01.000Z',
    nextAttemptAt: null,
    ...overrides,
  };
}

function webhooksReturn(webhooks: ReturnType<typeof endpointRecord>[]): MockLink.MockedResponse {
  return { request: { query: WebhooksQuery }, result: { data: { webhooks } } };
}

function deliveriesReturn(deliveries: ReturnType<typeof deliveryRecord>[]): MockLink.MockedResponse {
  return { request: { query: WebhookDeliveriesQuery, variables: { webhookId: 'w1' } }, result: { data: { webhookDeliveries: deliveries } } };
}

function renderPage(mocks: MockLink.MockedResponse[], user: SessionUser = AGENCY_USER) {
  return renderResearch(<WebhooksPage />, [planToolsMock, ...mocks], user, '/developer/webhooks');
}

describe('Webhooks page', () => {
  it('tells users without the Agency plan why up front, links to /pricing, and loads no endpoints', async () => {
    renderPage([{ request: { query: WebhooksQuery }, result: { errors: [new GraphQLError('Webhooks are not included in the Pro plan.')] } }], PRO_USER);
    expect(await screen.findByText('Webhooks are not included in the Pro plan. Upgrade to Agency to use them.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByLabelText('Endpoint URL')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again when the endpoints cannot be loaded', async () => {
    renderPage([{ request: { query: WebhooksQuery }, result: { errors: [new GraphQLError('Something went wrong.')] } }, webhooksReturn([])]);
    expect(await screen.findByText(/Your webhook endpoints could not be loaded/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
  });

  it('checks the form, adds an endpoint with the chosen events, and shows its secret once with a copy button', async () => {
    const user = userEvent.setup();
    const create = jest.fn(() => ({ data: { createWebhook: { __typename: 'WebhookWithSecret', secret: SECRET, warning: null, endpoint: endpointRecord({ events: ['run.completed', 'alert.triggered'] }) } } }));
    renderPage([webhooksReturn([]), { request: { query: CreateWebhookMutation, variables: { input: { url: URL_A, events: ['run.completed', 'alert.triggered'] } } }, result: create }]);
    await screen.findByText('No webhook endpoints yet.');

    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByLabelText('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a full address starting with http:// or https://.')).toBeInTheDocument();
    expect(screen.getByLabelText('Endpoint URL')).toHaveFocus();

    await user.type(screen.getByLabelText('Endpoint URL'), URL_A);
    await user.click(screen.getByRole('checkbox', { name: /run\.completed/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByText('Choose at least one event.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /run\.completed/ }));
    await user.click(screen.getByRole('checkbox', { name: /alert\.triggered/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByLabelText('Signing secret')).toHaveValue(SECRET);
    expect(screen.getByText(/you will not see it again/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Signing secret for ${URL_A}` })).toHaveFocus();
    const item = screen.getByTestId('webhook-endpoint');
    expect(within(item).getByText('alert.triggered')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Endpoint URL')).toHaveFocus();
  });

  it('says when a new endpoint names an address deliveries will refuse, and adds it all the same', async () => {
    const user = userEvent.setup();
    const warning = 'Deliveries to this address will be refused: it is on a private or local network, which cannot be reached from here.';
    const local = 'http://192.168.1.20/hook';
    renderPage([
      webhooksReturn([]),
      {
        request: { query: CreateWebhookMutation, variables: { input: { url: local, events: ['run.completed'] } } },
        result: { data: { createWebhook: { __typename: 'WebhookWithSecret', secret: SECRET, warning, endpoint: endpointRecord({ url: local }) } } },
      },
    ]);
    await screen.findByText('No webhook endpoints yet.');
    await user.type(screen.getByLabelText('Endpoint URL'), local);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(warning)).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Signing secret')).toHaveValue(SECRET);
    expect(within(screen.getByTestId('webhook-endpoint')).getByText(local)).toBeInTheDocument();
  });

  it('sends a test event and shows the delivery log with status, response code, time and next try; redelivers', async () => {
    const user = userEvent.setup();
    const redeliver = jest.fn(() => ({ data: { redeliverWebhook: deliveryRecord({ id: 'd3', status: 'pending', responseStatus: null }) } }));
    renderPage([
      webhooksReturn([endpointRecord()]),
      { request: { query: SendWebhookTestMutation, variables: { id: 'w1' } }, result: { data: { sendWebhookTest: deliveryRecord({ id: 'd2', status: 'pending', responseStatus: null }) } } },
      deliveriesReturn([
        deliveryRecord({ id: 'd2', status: 'pending', responseStatus: 503, error: 'The endpoint answered 503.', nextAttemptAt: '2026-03-01T10:06:00.000Z' }),
        deliveryRecord({ id: 'd1', eventType: 'run.completed', status: 'failed', responseStatus: 410, error: 'The endpoint answered 410.' }),
      ]),
      { request: { query: RedeliverWebhookMutation, variables: { webhookId: 'w1', deliveryId: 'd1' } }, result: redeliver },
      { ...deliveriesReturn([deliveryRecord({ id: 'd3' })]), maxUsageCount: Number.POSITIVE_INFINITY },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    const rows = await screen.findAllByTestId('webhook-delivery-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]).getByText('503')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Mar 1/, { selector: 'time[datetime="2026-03-01T10:06:00.000Z"]' })).toBeInTheDocument();
    expect(within(rows[1]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[1]).getByText('410')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide deliveries' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(rows[1]).getByRole('button', { name: /Redeliver run\.completed/ }));
    await waitFor(() => expect(redeliver).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Redelivery queued')).toBeInTheDocument();
  });

  it('disables an endpoint, and says why when Rankcraft disabled it', async () => {
    const user = userEvent.setup();
    renderPage([
      webhooksReturn([endpointRecord({ failingSince: '2026-03-01T09:00:00.000Z' })]),
      { request: { query: UpdateWebhookMutation, variables: { id: 'w1', input: { enabled: false } } }, result: { data: { updateWebhook: endpointRecord({ enabled: false }) } } },
    ]);
    expect(await screen.findByText(/Deliveries have failed since/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeDisabled();
  });

  it('shows the reason of an endpoint disabled after 24 hours of failures', async () => {
    renderPage([webhooksReturn([endpointRecord({ enabled: false, disabledReason: 'Every delivery failed for 24 hours.' })])]);
    expect(await screen.findByText('Disabled by Rankcraft: Every delivery failed for 24 hours. Fix the endpoint, then enable it.')).toBeInTheDocument();
  });

  it('deletes an endpoint after confirmation', async () => {
    const user = userEvent.setup();
    const remove = jest.fn(() => ({ data: { deleteWebhook: true } }));
    renderPage([webhooksReturn([endpointRecord()]), { request: { query: DeleteWebhookMutation, variables: { id: 'w1' } }, result: remove }]);

    await user.click(await screen.findByRole('button', { name: `Delete ${URL_A}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete webhook endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: `Delete ${URL_A}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Webhook endpoints' })).toHaveFocus();
  });
});
