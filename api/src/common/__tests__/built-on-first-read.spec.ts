import { builtOnFirstRead } from '../built-on-first-read';

describe('builtOnFirstRead', () => {
  it('builds a property when it is first read, once, and never builds the ones not read', () => {
    const builds: string[] = [];
    const services = builtOnFirstRead<{ used: { name: string }; unused: { name: string } }>({
      used: () => {
        builds.push('used');
        return { name: 'used' };
      },
      unused: () => {
        builds.push('unused');
        return { name: 'unused' };
      },
    });
    expect(builds).toEqual([]);

    const first = services.used;
    const second = services.used;

    expect(first).toBe(second);
    expect(builds).toEqual(['used']);
  });

  it('lets a property be built from another one of the same object', () => {
    const services: Readonly<{ base: number[]; derived: number }> = builtOnFirstRead<{ base: number[]; derived: number }>({
      base: () => [1, 2, 3],
      derived: () => services.base.length,
    });

    expect(services.derived).toBe(3);
  });
});
