// The closing line the root `npm test` counts ("e2e: N passed, N failed"), and the tests that passed only on a
// retry, named (they count as passed, and are to be fixed).
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, ReturnType<TestCase['outcome']>>()

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.outcomes.set(test, test.outcome())
  }

  onEnd(result: FullResult): void {
    const all = [...this.outcomes.entries()]
    const passed = all.filter(([, o]) => o === 'expected' || o === 'flaky').length
    const failed =
      all.filter(([, o]) => o === 'unexpected').length +
      (result.status !== 'passed' && all.every(([, o]) => o !== 'unexpected') ? 1 : 0)
    const flaky = all.filter(([, o]) => o === 'flaky').map(([t]) => t.titlePath().filter(Boolean).join(' › '))
    if (flaky.length)
      console.log(`\nflaky (passed on a retry): ${flaky.length}\n${flaky.map((t) => `  - ${t}`).join('\n')}`)
    console.log(`\ne2e: ${passed} passed, ${failed} failed`)
  }

  printsToStdio(): boolean {
    return true
  }
}
