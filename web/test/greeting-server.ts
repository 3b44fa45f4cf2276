import { ApolloClient, ApolloLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';

/** A query of no feature, for tests of how the app reads queries (outside src/, so codegen does not check it against the schema). */
export const GreetingQuery: TypedDocumentNode<{ greeting: string }, { name: string; language?: string | null }> = gql`
  query Greeting($name: String!, $language: String) {
    greeting(name: $name, language: $language)
  }
`;

/**
 * A client whose server holds each request for GreetingQuery until the test answers or fails it, so a test decides
 * what is still on its way; `sent` lists the variables of every request the server was sent.
 */
export function greetingServer() {
  const sent: Record<string, unknown>[] = [];
  const held: { name: string; observer: Subscriber<ApolloLink.Result> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        sent.push(operation.variables);
        held.push({ name: String(operation.variables.name), observer });
      }),
  );
  return {
    client: new ApolloClient({ cache: new InMemoryCache(), link }),
    sent,
    /** Answers every request held so far. */
    answer() {
      for (const { name, observer } of held.splice(0)) {
        observer.next({ data: { greeting: `Hello, ${name}` } });
        observer.complete();
      }
    },
    /** Fails every request held so far. */
    fail() {
      for (const { observer } of held.splice(0)) observer.error(new Error('The server is offline.'));
    },
  };
}
