import { readdirSync, readFileSync } from 'node:fs';

/** Chromium renderer processes (one or more per open page) started by this process. */
export function chromiumRenderers(): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while being read.
    }
  }
  const descends = (pid: number): boolean => {
    for (let parent = parents.get(pid); parent && parent > 1; parent = parents.get(parent)) if (parent === process.pid) return true;
    return false;
  };
  return [...parents.keys()].filter((pid) => {
    try {
      return descends(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
    } catch {
      return false;
    }
  });
}
