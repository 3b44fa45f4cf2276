import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { createCache } from '../../app/apollo';
import { readInstanceScreenAhead, useTrackerScreen } from './screen-prefetch';
import { screenOf } from './screen-fixtures';
import { buildInstance, buildReport } from './tracker-fixtures';

/** A client whose server answers an instance's screen and counts how often it was asked. */
function countingClient(instance: ReturnType<typeof buildInstance>) {
  const asked = { times: 0 };
  const screenAnswer = screenOf(instance, buildReport());
  const link = new MockLink([
    {
      ...screenAnswer,
      delay: 0,
      result: () => {
        asked.times += 1;
        return screenAnswer.result as never;
      },
    },
  ]);
  return { client: new ApolloClient({ cache: createCache(), link }), asked };
}

function Screen({ instanceId }: { instanceId: string }) {
  const { data } = useTrackerScreen(instanceId);
  return <p>{data?.trackingInstance?.id ? `shown ${data.trackingInstance.id}` : 'loading'}</p>;
}

const showScreen = (client: ApolloClient, instanceId: string) =>
  render(
    <ApolloProvider client={client}>
      <Screen instanceId={instanceId} />
    </ApolloProvider>,
  );

// Each test its own instance: what was read ahead is remembered by instance for the module's life.
describe('reading an instance screen ahead of its page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('the page joins the read still on its way: the server is asked once', async () => {
    const instance = buildInstance({ id: 'on-its-way' });
    const { client, asked } = countingClient(instance);
    readInstanceScreenAhead(client, instance.id);
    showScreen(client, instance.id);
    expect(await screen.findByText('shown on-its-way')).toBeInTheDocument();
    expect(asked.times).toBe(1);
  });

  it('the page opened just after the read shows it without asking again', async () => {
    const instance = buildInstance({ id: 'just-read' });
    const { client, asked } = countingClient(instance);
    readInstanceScreenAhead(client, instance.id);
    await waitFor(() => expect(client.readQuery(screenOf(instance, buildReport()).request)).not.toBeNull());
    showScreen(client, instance.id);
    expect(await screen.findByText('shown just-read')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked.times).toBe(1);
  });

  it('a screen read more than 5 seconds before is shown from the cache and read again; one in the cache is not read ahead again', async () => {
    const instance = buildInstance({ id: 'read-before' });
    const { client, asked } = countingClient(instance);
    const start = Date.now();
    readInstanceScreenAhead(client, instance.id);
    await waitFor(() => expect(client.readQuery(screenOf(instance, buildReport()).request)).not.toBeNull());
    jest.spyOn(Date, 'now').mockReturnValue(start + 6_000);
    readInstanceScreenAhead(client, instance.id);
    expect(asked.times).toBe(1);
    showScreen(client, instance.id);
    expect(screen.getByText('shown read-before')).toBeInTheDocument();
    await waitFor(() => expect(asked.times).toBe(2));
  });

  it('a read that failed is not counted as read: the page asks the server itself', async () => {
    const instance = buildInstance({ id: 'failed' });
    const { client: workingClient, asked } = countingClient(instance);
    const failing = new ApolloClient({ cache: createCache(), link: new MockLink([{ request: screenOf(instance, buildReport()).request, error: new Error('offline') }]) });
    readInstanceScreenAhead(failing, instance.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    showScreen(workingClient, instance.id);
    expect(await screen.findByText('shown failed')).toBeInTheDocument();
    expect(asked.times).toBe(1);
  });
});
