import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Organic result hosts of a keyword, best first: the same on both devices, or per device. */
export type DataForSeoRanking = string[] | { desktop?: string[]; mobile?: string[] };

export interface DataForSeoServerOptions {
  rankings?: Record<string, DataForSeoRanking>;
  /** Answer delay of every request. */
  latencyMs?: number;
  /** How long a posted task stays in the queue before it is ready. */
  queueMs?: number;
}

type Endpoint = 'live' | 'taskPost' | 'tasksReady' | 'taskGet';

interface PostedTask {
  id: string;
  keyword: string;
  device: string;
  depth: number;
  tag?: string;
  readyAt: number;
  collected: boolean;
}

/**
 * A local server speaking DataForSEO's SERP API (Google organic, advanced) in its documented shapes:
 * live (POST live/advanced, one task), and standard mode (POST task_post with up to 100 tasks, GET
 * tasks_ready, GET task_get/advanced/{id}). It counts calls per endpoint and keeps every posted task.
 */
export interface DataForSeoServer {
  url: string;
  calls: Record<Endpoint, number>;
  /** Tasks per task_post call, in order. */
  postSizes: number[];
  tasks: PostedTask[];
  /** Keywords (with their device) searched live, in order. */
  liveSearches: { keyword: string; device: string }[];
  setRankings(rankings: Record<string, DataForSeoRanking>): void;
  /** Answers the next `count` tasks_ready calls with `status`. */
  failReady(count: number, status: number): void;
  /** Creates the tasks of the next `count` task_post calls but drops the connection instead of answering (their ids never reach the app). */
  losePostAnswers(count: number): void;
  close(): Promise<void>;
}

const ENVELOPE = { version: '0.1.20250101', status_code: 20000, status_message: 'Ok.', time: '0.1 sec.', cost: 0 };

export async function startDataForSeoServer(options: DataForSeoServerOptions = {}): Promise<DataForSeoServer> {
  const state = { rankings: options.rankings ?? {}, readyFailures: 0, readyFailureStatus: 500, lostPostAnswers: 0 };
  const calls: Record<Endpoint, number> = { live: 0, taskPost: 0, tasksReady: 0, taskGet: 0 };
  const postSizes: number[] = [];
  const tasks = new Map<string, PostedTask>();
  const liveSearches: DataForSeoServer['liveSearches'] = [];

  const hostsOf = (keyword: string, device: string, depth: number): string[] => {
    const ranking = state.rankings[keyword];
    const hosts = Array.isArray(ranking) ? ranking : ranking?.[device === 'mobile' ? 'mobile' : 'desktop'];
    return (hosts ?? Array.from({ length: Math.min(depth, 10) }, (_, i) => `filler-${i + 1}.example.net`)).slice(0, depth);
  };
  const resultOf = (keyword: string, device: string, depth: number) => {
    const items = hostsOf(keyword, device, depth).map((host, i) => ({
      type: 'organic',
      rank_group: i + 1,
      rank_absolute: i + 1,
      domain: host,
      url: `https://${host}/${encodeURIComponent(keyword)}`,
      title: `${keyword} — ${host}`,
      description: `About ${keyword}`,
    }));
    return { keyword, type: 'organic', se_domain: 'google.com', location_code: 2840, language_code: 'en', check_url: 'https://www.google.com/search?q=x', datetime: new Date().toISOString(), item_types: ['organic'], se_results_count: 1000, items_count: items.length, items };
  };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const text = await readBody(req);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (!req.headers.authorization?.startsWith('Basic ')) return send(res, 401, { status_code: 40100, status_message: 'You are not authorized to access this resource.' });
    if (req.method === 'POST' && path === '/v3/serp/google/organic/live/advanced') {
      calls.live++;
      const [task] = JSON.parse(text) as { keyword: string; device: string; depth: number }[];
      liveSearches.push({ keyword: task.keyword, device: task.device });
      return send(res, 200, { ...ENVELOPE, tasks_count: 1, tasks_error: 0, tasks: [{ id: randomUUID(), status_code: 20000, status_message: 'Ok.', data: task, result_count: 1, result: [resultOf(task.keyword, task.device, task.depth)] }] });
    }
    if (req.method === 'POST' && path === '/v3/serp/google/organic/task_post') {
      calls.taskPost++;
      const posted = JSON.parse(text) as { keyword: string; device: string; depth: number; tag?: string }[];
      postSizes.push(posted.length);
      if (posted.length > 100) return send(res, 200, { ...ENVELOPE, status_code: 40000, status_message: 'You can set only 100 tasks at a time.', tasks: [] });
      const answered = posted.map((task) => {
        const id = randomUUID();
        tasks.set(id, { id, keyword: task.keyword, device: task.device, depth: task.depth, tag: task.tag, readyAt: Date.now() + (options.queueMs ?? 0), collected: false });
        return { id, status_code: 20100, status_message: 'Task Created.', time: '0.01 sec.', cost: 0.0006, result_count: 0, path: ['v3', 'serp', 'google', 'organic', 'task_post'], data: { api: 'serp', function: 'task_post', se: 'google', se_type: 'organic', ...task }, result: null };
      });
      if (state.lostPostAnswers > 0) {
        state.lostPostAnswers--;
        return void req.socket.destroy();
      }
      return send(res, 200, { ...ENVELOPE, tasks_count: answered.length, tasks_error: 0, tasks: answered });
    }
    if (req.method === 'GET' && path === '/v3/serp/google/organic/tasks_ready') {
      calls.tasksReady++;
      if (state.readyFailures > 0) {
        state.readyFailures--;
        return send(res, state.readyFailureStatus, { status_code: 50000, status_message: 'Internal Error.' });
      }
      const ready = [...tasks.values()].filter((task) => !task.collected && task.readyAt <= Date.now()).slice(0, 1000);
      const result = ready.map((task) => ({
        id: task.id,
        se: 'google',
        se_type: 'organic',
        date_posted: new Date().toISOString(),
        tag: task.tag ?? null,
        endpoint_regular: `/v3/serp/google/organic/task_get/regular/${task.id}`,
        endpoint_advanced: `/v3/serp/google/organic/task_get/advanced/${task.id}`,
        endpoint_html: `/v3/serp/google/organic/task_get/html/${task.id}`,
      }));
      return send(res, 200, { ...ENVELOPE, tasks_count: 1, tasks_error: 0, tasks: [{ id: randomUUID(), status_code: 20000, status_message: 'Ok.', result_count: result.length, result }] });
    }
    const get = /^\/v3\/serp\/google\/organic\/task_get\/advanced\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && get) {
      calls.taskGet++;
      const task = tasks.get(decodeURIComponent(get[1]));
      if (!task) return send(res, 200, { ...ENVELOPE, tasks_count: 1, tasks_error: 1, tasks: [{ status_code: 40400, status_message: 'Not Found.', result: null }] });
      if (task.readyAt > Date.now()) return send(res, 200, { ...ENVELOPE, tasks_count: 1, tasks_error: 0, tasks: [{ id: task.id, status_code: 40602, status_message: 'Task In Queue.', result: null }] });
      task.collected = true;
      return send(res, 200, { ...ENVELOPE, tasks_count: 1, tasks_error: 0, tasks: [{ id: task.id, status_code: 20000, status_message: 'Ok.', data: { tag: task.tag }, result_count: 1, result: [resultOf(task.keyword, task.device, task.depth)] }] });
    }
    send(res, 404, { status_code: 40400, status_message: 'Not Found.' });
  };

  const server: Server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    postSizes,
    get tasks() {
      return [...tasks.values()];
    },
    liveSearches,
    setRankings(rankings) {
      state.rankings = rankings;
    },
    failReady(count, status) {
      state.readyFailures = count;
      state.readyFailureStatus = status;
    },
    losePostAnswers(count) {
      state.lostPostAnswers = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
