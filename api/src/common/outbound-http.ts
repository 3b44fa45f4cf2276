import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIPv6, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * HTTP requests to addresses a user chose (webhook endpoints, pages to read): the one way the app
 * reaches an arbitrary URL. Every connection's resolved address is checked (after DNS, on every
 * redirect hop, so a name that resolves to 127.0.0.1 or a redirect into 10.0.0.0/8 is refused),
 * bodies are size-limited, each request has a deadline, and redirects are followed by hand.
 */
export interface OutboundRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Whole request, connect to last byte. */
  timeoutMs: number;
  /** A longer body is refused, not cut. */
  maxBytes: number;
  /** 0 answers a redirect as it is. */
  maxRedirects?: number;
  /** Media types (without parameters) the answer may have; any when absent. */
  acceptContentTypes?: readonly string[];
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The address that answered, after redirects. */
  url: string;
}

export type OutboundRefusal = 'bad-url' | 'private-address' | 'timeout' | 'too-large' | 'content-type' | 'too-many-redirects' | 'network';

/** Why a request got no usable answer; `message` is safe to show to the user who chose the URL. */
export class OutboundRefusedError extends Error {
  constructor(
    readonly reason: OutboundRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRefusedError';
  }
}

export interface OutboundHttpOptions {
  userAgent: string;
  /** Lets requests reach private, loopback and link-local addresses (tests, private networks). */
  allowPrivateNetworks: boolean;
  /** DNS resolution; tests pass one that names loopback for a public-looking host. */
  lookup?: LookupFunction;
  /** Addresses treated as public even when they are not (tests: a local server standing in for the internet). */
  allowAddresses?: readonly string[];
}

export type OutboundHttp = (request: OutboundRequest) => Promise<OutboundResponse>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function createOutboundHttp(options: OutboundHttpOptions): OutboundHttp {
  const filter = {
    allowPrivateIPAddress: options.allowPrivateNetworks,
    allowMetaIPAddress: false,
    allowIPAddressList: [...(options.allowAddresses ?? [])],
    keepAlive: false,
  };
  const agents = { 'http:': new RequestFilteringHttpAgent(filter), 'https:': new RequestFilteringHttpsAgent(filter) };
  const lookup = options.allowPrivateNetworks ? options.lookup : refusingIpv4InIpv6(options.lookup ?? (dns.lookup));

  return async function send(request) {
    const deadline = Date.now() + request.timeoutMs;
    let url = parseUrl(request.url);
    let method = request.method ?? 'GET';
    let body = request.body;
    for (let hop = 0; ; hop++) {
      const response = await once({ ...request, method, body }, url, deadline, agents, { ...options, lookup });
      const location = response.headers.location;
      if (!REDIRECTS.has(response.status) || !location || (request.maxRedirects ?? 0) === 0) return checkType(response, request);
      if (hop >= (request.maxRedirects ?? 0)) throw new OutboundRefusedError('too-many-redirects', 'The address redirects too many times.');
      url = parseUrl(new URL(location, url).toString());
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
    }
  };
}

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundRefusedError('bad-url', 'Enter a full address starting with http:// or https://.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefusedError('bad-url', 'Only http:// and https:// addresses can be reached.');
  if (url.username || url.password) throw new OutboundRefusedError('bad-url', 'Addresses with a user name or password are not allowed.');
  return url;
}

function once(
  request: OutboundRequest & { method: 'GET' | 'POST' },
  url: URL,
  deadline: number,
  agents: { 'http:': http.Agent; 'https:': https.Agent },
  options: OutboundHttpOptions,
): Promise<OutboundResponse> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(timedOut());
  if (!options.allowPrivateNetworks && isIpv4InIpv6(url.hostname.replace(/^\[|\]$/g, ''))) return Promise.reject(privateAddress());
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(url, {
      method: request.method,
      agent: agents[url.protocol as 'http:' | 'https:'],
      lookup: options.lookup,
      headers: {
        'user-agent': options.userAgent,
        ...(request.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.body)) }),
        ...request.headers,
      },
      timeout: remaining,
    });
    const timer = setTimeout(() => req.destroy(timedOut()), remaining);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(refusalOf(error));
    };
    req.on('timeout', () => req.destroy(timedOut()));
    req.on('error', fail);
    req.on('response', (res) => {
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > request.maxBytes) {
        res.destroy();
        return fail(tooLarge());
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > request.maxBytes) return res.destroy(tooLarge());
        chunks.push(chunk);
      });
      res.on('error', fail);
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), url: url.toString() });
      });
    });
    req.end(request.method === 'POST' ? request.body : undefined);
  });
}

function checkType(response: OutboundResponse, request: OutboundRequest): OutboundResponse {
  if (!request.acceptContentTypes || response.status >= 300) return response;
  const type = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!request.acceptContentTypes.includes(type)) {
    throw new OutboundRefusedError('content-type', `The address answered with ${type || 'no content type'}, not ${request.acceptContentTypes.join(' or ')}.`);
  }
  return response;
}

/**
 * IPv6 addresses that carry an IPv4 one: IPv4-compatible (::/96, deprecated by RFC 4291, e.g.
 * [::7f00:1] = [::127.0.0.1]) and IPv4-mapped (::ffff:0:0/96). The filtering agent judges them as
 * IPv6 and would let [::7f00:1] through to 127.0.0.1; no public service is reached this way, so
 * every spelling is refused (:: and ::1, also in ::/96, are refused as unspecified and loopback anyway).
 */
const IPV4_IN_IPV6 = new BlockList();
IPV4_IN_IPV6.addSubnet('::', 96, 'ipv6');
IPV4_IN_IPV6.addSubnet('::ffff:0:0', 96, 'ipv6');

function isIpv4InIpv6(address: string): boolean {
  return isIPv6(address) && IPV4_IN_IPV6.check(address, 'ipv6');
}

/**
 * Whether a URL names, without DNS, an address requests are refused for when private networks are not
 * allowed: a literal non-public IP (judged as the filtering agent judges it, ipaddr.js's ranges), an
 * IPv4 address inside an IPv6 one, or a localhost name (RFC 6761).
 */
export function namesNonPublicAddress(url: string): boolean {
  const host = URL.parse(url)?.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!host) return false;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (!ipaddr.isValid(host)) return false;
  return isIpv4InIpv6(host) || ipaddr.parse(host).range() !== 'unicast';
}

/** A DNS lookup that refuses answers carrying an IPv4 address inside an IPv6 one (an AAAA record of ::7f00:1). */
function refusingIpv4InIpv6(lookup: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, options, (error, address, family) => {
      const answers: { address: string }[] = Array.isArray(address) ? address : [{ address }];
      if (!error && answers.some((answer) => isIpv4InIpv6(answer.address))) return callback(privateAddress(), '', 0);
      callback(error, address, family);
    });
  };
}

const privateAddress = () => new OutboundRefusedError('private-address', 'The address is on a private or local network, which cannot be reached from here.');
const timedOut = () => new OutboundRefusedError('timeout', 'The address did not answer in time.');
const tooLarge = () => new OutboundRefusedError('too-large', 'The answer is too large.');

function refusalOf(error: Error): OutboundRefusedError {
  if (error instanceof OutboundRefusedError) return error;
  // request-filtering-agent's refusal, raised from the connection's DNS lookup.
  if (/is not allowed\. Because/.test(error.message)) {
    return privateAddress();
  }
  return new OutboundRefusedError('network', `The address could not be reached (${(error as NodeJS.ErrnoException).code ?? error.message}).`);
}
