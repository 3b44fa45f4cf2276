import { batchedLoad } from '../batched-load';

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
