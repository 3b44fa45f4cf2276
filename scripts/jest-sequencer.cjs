// The order jest hands test files to its workers: each project's files in jest's own order (last run's failures,
// then the slowest, or the largest when there is no timing yet, as in a fresh clone), taken in turn from each
// project. So the browser tests (the app, Chromium: much CPU) run beside integration tests that mostly wait rather
// than beside each other, and the long files come early instead of leaving one worker busy at the end.
const Sequencer = require('@jest/test-sequencer').default;

class InterleavedSequencer extends Sequencer {
  sort(tests) {
    const byProject = new Map();
    for (const test of super.sort(tests)) {
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
