import { render, screen, waitFor } from '@testing-library/react';
import type { ApolloClient, DefaultContext } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { GreetingQuery, greetingServer } from '../../test/greeting-server';
import { forgetReadsAhead, readAhead, useReadAheadQuery, type QueryRead } from './read-ahead';

/** Requests of their own, as the tracker's sections send them (see own-request.ts): Apollo joins none to another. */
const OWN_REQUESTS = { queryDeduplication: false };

type GreetingRead = QueryRead<{ greeting: string }, { name: string; language?: string | null }>;

const greeting = (name: string, context?: DefaultContext): GreetingRead => ({ query: GreetingQuery, variables: { name }, context });

function Greeting({ read }: { read: GreetingRead }) {
  const { data, error } = useReadAheadQuery(read);
  return <p>{data ? data.greeting : error ? 'Failed' : 'Loading'}</p>;
}

const shown = (client: ApolloClient, read: GreetingRead) => (
  <ApolloProvider client={client}>
    <Greeting read={read} />
  </ApolloProvider>
);
const show = (client: ApolloClient, read: GreetingRead) => render(shown(client, read));

/** Lets any request a render would send reach the server. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a query read ahead of the component that shows it', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is joined by the component mounted while it is on its way: the server is asked once', async () => {
    const server = greetingServer();
    void readAhead(server.client, greeting('Ada'));
    show(server.client, greeting('Ada'));
    await settle();
    server.answer();
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    await settle();
    expect(server.sent).toEqual([{ name: 'Ada' }]);
  });

  it('settles once its answer is in the cache; read ahead again meanwhile, nothing more is sent', async () => {
    const server = greetingServer();
    let settled = false;
    void readAhead(server.client, greeting('Ada')).then(() => (settled = true));
    const again = readAhead(server.client, greeting('Ada'));
    await settle();
    expect(settled).toBe(false);
    server.answer();
    await again;
    expect(server.client.readQuery({ query: GreetingQuery, variables: { name: 'Ada' } })).toEqual({ greeting: 'Hello, Ada' });
    expect(server.sent).toEqual([{ name: 'Ada' }]);
  });

  it('is shown as it is by a component mounted within 5 seconds, even one whose requests are its own', async () => {
    const server = greetingServer();
    const answered = readAhead(server.client, greeting('Ada', OWN_REQUESTS));
    server.answer();
    await answered;
    show(server.client, greeting('Ada', OWN_REQUESTS));
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    await settle();
    expect(server.sent).toEqual([{ name: 'Ada' }]);
  });

  it('is the same read whatever the order of its variables', async () => {
    const server = greetingServer();
    const answered = readAhead(server.client, { query: GreetingQuery, variables: { name: 'Ada', language: 'en' } });
    server.answer();
    await answered;
    show(server.client, { query: GreetingQuery, variables: { language: 'en', name: 'Ada' } });
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    await settle();
    expect(server.sent).toHaveLength(1);
  });

  it('more than 5 seconds old, is shown from the cache and read again; in the cache, it is not read ahead again', async () => {
    const server = greetingServer();
    const start = Date.now();
    const answered = readAhead(server.client, greeting('Ada'));
    server.answer();
    await answered;
    jest.spyOn(Date, 'now').mockReturnValue(start + 6_000);
    await readAhead(server.client, greeting('Ada'));
    expect(server.sent).toHaveLength(1);
    show(server.client, greeting('Ada'));
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    await waitFor(() => expect(server.sent).toHaveLength(2));
  });

  it('is not counted when it failed: it settles all the same, and the component asks the server itself', async () => {
    const server = greetingServer();
    const answered = readAhead(server.client, greeting('Ada'));
    server.fail();
    await expect(answered).resolves.toBeUndefined();
    show(server.client, greeting('Ada'));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    server.answer();
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });

  it('is not counted when it failed: read ahead again, it is sent again', async () => {
    const server = greetingServer();
    const answered = readAhead(server.client, greeting('Ada'));
    server.fail();
    await answered;
    const again = readAhead(server.client, greeting('Ada'));
    expect(server.sent).toHaveLength(2);
    server.answer();
    await again;
    show(server.client, greeting('Ada'));
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    await settle();
    expect(server.sent).toHaveLength(2);
  });

  it('is forgotten after a change: a component mounted later shows the cache and reads again', async () => {
    const server = greetingServer();
    const answered = readAhead(server.client, greeting('Ada'));
    server.answer();
    await answered;
    forgetReadsAhead();
    show(server.client, greeting('Ada'));
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    await waitFor(() => expect(server.sent).toHaveLength(2));
  });

  it('after it was shown, the component reads the server for new variables, even when the cache holds them', async () => {
    const server = greetingServer();
    const answered = readAhead(server.client, greeting('Ada'));
    server.answer();
    await answered;
    server.client.writeQuery({ query: GreetingQuery, variables: { name: 'Grace' }, data: { greeting: 'Hello, Grace (cached)' } });
    const { rerender } = show(server.client, greeting('Ada'));
    rerender(shown(server.client, greeting('Grace')));
    expect(await screen.findByText('Hello, Grace (cached)')).toBeInTheDocument();
    await waitFor(() => expect(server.sent).toEqual([{ name: 'Ada' }, { name: 'Grace' }]));
    server.answer();
    expect(await screen.findByText('Hello, Grace')).toBeInTheDocument();
  });
});
