import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRegistrableHost, normalizeDomain } from '../domain-name';

interface DomainCase {
  input: string;
  form: string;
  server: string | null;
}
const { cases } = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../schema/domain-cases.json'), 'utf8')) as { cases: DomainCase[] };

/** What the api stores for a typed domain, or null when it refuses it. */
function stored(input: string): string | null {
  const domain = normalizeDomain(input);
  return isRegistrableHost(domain) ? domain : null;
}

describe('domain normalisation shared with the web form', () => {
  it.each(cases.map((c) => [c.input, c.server, c]))('%j is stored as %j', (_input, _server, { input, server }) => {
    expect(stored(input)).toBe(server);
  });

  it.each(cases.map((c) => [c.form, c.server]))('the form’s %j is stored as %j too', (form, server) => {
    expect(stored(form)).toBe(server);
  });
});

describe('normalizeDomain of SERP result URLs', () => {
  it.each([
    ['https://www.Example.COM/path?q=1', 'example.com'],
    ['http://WWW.example.com:8080/', 'example.com'],
    ['https://www2.example.com/', 'www2.example.com'],
    ['https://en.wikipedia.org/wiki/SEO', 'en.wikipedia.org'],
    ['https://bücher.example/', 'xn--bcher-kva.example'],
    ['ftp://files.example.org/x', 'files.example.org'],
  ])('%s -> %s', (input, domain) => {
    expect(normalizeDomain(input)).toBe(domain);
  });
});
