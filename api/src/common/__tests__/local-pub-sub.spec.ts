import { getEventListeners, getMaxListeners } from 'node:events';
import { createLocalPubSub, READERS_BEFORE_LEAK_WARNING } from '../local-pub-sub';

// Let the readers' repeaters start: each adds its listener at its first next().
const started = () => new Promise((resolve) => setImmediate(resolve));

describe('the in-process PubSub', () => {
  it('takes many readers of one topic as ordinary (Node’s leak warning only past a thousand), delivers to each, and each reader takes its listener off', async () => {
    const target = new EventTarget();
    const pubSub = createLocalPubSub<{ UPDATED: [id: string, value: number] }>(target);
    // Node warns once a topic has more listeners than this; its default of 10 warned about
    // eleven requests waiting on one shared run.
    expect(getMaxListeners(target)).toBe(READERS_BEFORE_LEAK_WARNING);

    const readers = Array.from({ length: 100 }, () => pubSub.subscribe('UPDATED', 'job-1'));
    const firsts = readers.map((reader) => reader.next());
    await started();
    expect(getEventListeners(target, 'UPDATED:job-1')).toHaveLength(100);
    pubSub.publish('UPDATED', 'job-1', 7);
    expect((await Promise.all(firsts)).map((result) => result.value)).toEqual(Array(100).fill(7));

    await Promise.all(readers.slice(0, 60).map((reader) => reader.return()));
    expect(getEventListeners(target, 'UPDATED:job-1')).toHaveLength(40);
    await Promise.all(readers.slice(60).map((reader) => reader.return()));
    expect(getEventListeners(target, 'UPDATED:job-1')).toHaveLength(0);
  });
});
