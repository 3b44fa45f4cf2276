// HTTP on both sides: calling the app over REST, and local servers standing in for vendors and endpoints.

/** A REST call; the answer's status and body (parsed when it is JSON, else the text). */
export async function requestJson(base, method, route, { body, token } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

/** POST /api/login; the answer's body (token, id, ...). Throws unless it answers 200. */
export async function signIn(base, { email, password }) {
  const login = await requestJson(base, 'POST', '/api/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body;
}

/** POST /api/signup; the answer's body (token, id, ...). Throws unless it answers 201. */
export async function signUp(base, { fullName, email, password }) {
  const signup = await requestJson(base, 'POST', '/api/signup', { body: { full_name: fullName, email, password } });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  return signup.body;
}

/** A request's body as text. */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/**
 * Listens on 127.0.0.1 on a free port: `{ server, port, url, close }`; `close()` also ends kept-alive
 * connections.
 */
export function listenLocal(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        server,
        port,
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** FNV-1a of a string: a stable 32-bit number, to make answers deterministic per keyword. */
export function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Where tracked domains rank on a results page of `depth`: ~30 % of them absent, the others at a stable
 * position from `hash(keyOf(domain))`, moved down to the next free one on a clash. Map position -> domain.
 */
export function placeDomains(domains, depth, keyOf) {
  const placed = new Map();
  for (const domain of domains) {
    const h = hash(keyOf(domain));
    if (h % 100 < 30) continue;
    let position = 1 + (h % depth);
    while (placed.has(position)) position = (position % depth) + 1;
    placed.set(position, domain);
  }
  return placed;
}
