import { batchedLoad, keptPerKey, oneBatchAtATime } from '../batched-load';

describe('batchedLoad', () => {
  it('reads the keys asked for in one turn with one load, each answered with its own value or the missing one', async () => {
    const load = jest.fn(async (keys: string[]) => new Map(keys.filter((key) => key !== 'gone').map((key) => [key, key.length])));
    const lengthOf = batchedLoad(load, -1);

    // As a GraphQL list's items do: each asks from its own promise job.
    const answers = await Promise.all(['a', 'bb', 'gone', 'bb'].map((key) => Promise.resolve().then(() => lengthOf(key))));

    expect(answers).toEqual([1, 2, -1, 2]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(['a', 'bb', 'gone']);
  });

  it('starts a new batch for keys asked after a load began, and fails every key of a failed load', async () => {
    let fail = true;
    const load = jest.fn(async (keys: string[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    });
    const upper = batchedLoad(load, '');

    await expect(Promise.all([upper('a'), upper('b')])).rejects.toThrow('database down');
    fail = false;
    await expect(upper('c')).resolves.toBe('C');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[1][0]).toEqual(['c']);
  });
});

describe('oneBatchAtATime', () => {
  /** A few turns of the event loop: a batch's schedule waits one, after a promise job. */
  const turns = async () => {
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
  };

  it('sends the first call at once and those asked while it is out together after it, each answered in order', async () => {
    const batches: string[][] = [];
    let release: () => void = () => undefined;
    const firstOut = new Promise<void>((resolve) => (release = resolve));
    const claim = oneBatchAtATime(async (keys: readonly string[]) => {
      batches.push([...keys]);
      if (batches.length === 1) await firstOut;
      return keys.map((key) => `${key}!`);
    });

    const first = claim('a');
    await turns();
    expect(batches).toEqual([['a']]);
    // Asked one by one while the first batch is out, from different turns of the event loop.
    const waiting = [claim('b')];
    await turns();
    waiting.push(claim('c'), claim('b'));
    await turns();
    expect(batches).toEqual([['a']]);
    release();

    await expect(first).resolves.toBe('a!');
    await expect(Promise.all(waiting)).resolves.toEqual(['b!', 'c!', 'b!']);
    expect(batches).toEqual([['a'], ['b', 'c', 'b']]);
  });

  it('fails every call of a failed batch, and the next batch still goes', async () => {
    let fail = true;
    const claim = oneBatchAtATime(async (keys: readonly number[]) => {
      if (fail) throw new Error('database down');
      return keys.map((key) => key * 2);
    });

    await expect(Promise.all([claim(1), claim(2)])).rejects.toThrow('database down');
    fail = false;
    await expect(claim(3)).resolves.toBe(6);
  });
});

describe('keptPerKey', () => {
  it('reads a key once, also for calls made while its read is out, and each key apart', async () => {
    const read = jest.fn(async (key: string) => key.length);
    const lengthOf = keptPerKey(read);

    await expect(Promise.all([lengthOf('ab'), lengthOf('ab'), lengthOf('abc')])).resolves.toEqual([2, 2, 3]);
    await expect(lengthOf('ab')).resolves.toBe(2);
    expect(read.mock.calls).toEqual([['ab'], ['abc']]);
  });

  it('reads again after a failed read and after forget', async () => {
    let answer: number | Error = new Error('database down');
    const read = jest.fn(async (_key: string) => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const valueOf = keptPerKey(read);

    await expect(valueOf('a')).rejects.toThrow('database down');
    answer = 1;
    await expect(valueOf('a')).resolves.toBe(1);
    answer = 2;
    await expect(valueOf('a')).resolves.toBe(1);
    valueOf.forget('a');
    await expect(valueOf('a')).resolves.toBe(2);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
