// The order jest hands test files to its workers: each project's files in jest's own order (last run's failures,
// then the slowest, or the largest when there is no timing yet, as in a fresh clone), taken in turn from each
// project. So the browser tests (the app, Chromium: much CPU) run beside integration tests that mostly wait rather
// than beside each other, and the long files come early instead of leaving one worker busy at the end.
// A group file of a full run (jest.config.js writeGroups) counts as large as the suites it loads.
const { readFileSync, statSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

const GROUP_MEMBER = /require\(("[^"]+")\)/g;

/** The bytes of the suites a group file loads; undefined for any other test file. */
function groupSize(testPath) {
  if (!process.env.TEST_GROUPS_DIR || !testPath.startsWith(process.env.TEST_GROUPS_DIR)) return undefined;
  let size = 0;
  for (const [, member] of readFileSync(testPath, 'utf8').matchAll(GROUP_MEMBER)) size += statSync(JSON.parse(member)).size;
  return size;
}

class InterleavedSequencer extends Sequencer {
  sort(tests) {
    const sizes = new Map();
    const sizeOf = (test) => {
      if (!sizes.has(test.path)) sizes.set(test.path, groupSize(test.path) ?? test.context.hasteFS.getSize(test.path) ?? 0);
      return sizes.get(test.path);
    };
    for (const test of tests) test.duration = this.time(test);
    // As jest's own order: failed last time first, then files without timing (largest first), then the slowest first.
    const ordered = [...tests].sort((a, b) => {
      const failed = Number(this.hasFailed(b)) - Number(this.hasFailed(a));
      if (failed !== 0) return failed;
      if ((a.duration == null) !== (b.duration == null)) return a.duration == null ? -1 : 1;
      if (a.duration != null && b.duration != null) return b.duration - a.duration;
      return sizeOf(b) - sizeOf(a);
    });
    const byProject = new Map();
    for (const test of ordered) {
      const project = test.context.config.displayName?.name ?? test.context.config.rootDir;
      if (!byProject.has(project)) byProject.set(project, []);
      byProject.get(project).push(test);
    }
    const queues = [...byProject.values()];
    const interleaved = [];
    for (let round = 0; interleaved.length < tests.length; round++) {
      for (const queue of queues) if (round < queue.length) interleaved.push(queue[round]);
    }
    return interleaved;
  }
}

module.exports = InterleavedSequencer;
