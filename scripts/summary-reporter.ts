import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

/**
 * Ends the run with the plain closing line CI reads in any language:
 * "Tests: N passed, N failed, N skipped". It is the last line of `npm test`'s output, so it must
 * agree with the exit code: a file that failed to load, or whose hooks failed while its tests
 * did not, counts as one failure; unhandled errors and interruptions are named on a line above.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError> = [],
    reason?: TestRunEndReason,
  ) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      if (module.state() === 'failed' && failedHere === 0) failedHere = 1;
      failed += failedHere;
    }
    const notes: string[] = [];
    if (unhandledErrors.length) notes.push(`${unhandledErrors.length} unhandled error(s)`);
    if (reason === 'interrupted') notes.push('run interrupted');
    const above = notes.length ? `\n${notes.join(', ')}` : '';
    process.stdout.write(
      `${above}\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`,
    );
  }
}
