// A vitest reporter for scripts/test.mjs: at the end of the run it writes, per project, how many tests passed, failed
// and were skipped, as JSON, to the file named by BASIL_VITEST_COUNTS. Counted from vitest's own results (not from
// its printed summary), so a change of wording or colour cannot change the totals.

import { writeFileSync } from 'node:fs'

/** @typedef {{ passed: number; failed: number; skipped: number; brokenFiles: string[] }} ProjectCounts */

export default class CountsReporter {
  /**
   * @param {ReadonlyArray<import('vitest/node').TestModule>} testModules
   * @param {ReadonlyArray<unknown>} unhandledErrors
   * @param {string} reason
   */
  onTestRunEnd(testModules, unhandledErrors, reason) {
    const file = process.env.BASIL_VITEST_COUNTS
    if (!file) return
    /** @type {Record<string, ProjectCounts>} */
    const projects = {}
    for (const module of testModules) {
      const name = module.project.name || 'default'
      const counts = (projects[name] ??= { passed: 0, failed: 0, skipped: 0, brokenFiles: [] })
      let failedHere = 0
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') counts.passed++
        else if (state === 'failed') {
          counts.failed++
          failedHere++
        } else counts.skipped++
      }
      // A file that failed without a failing test: it did not load, or a hook before its tests threw.
      if (module.state() === 'failed' && failedHere === 0) counts.brokenFiles.push(module.moduleId)
    }
    writeFileSync(file, JSON.stringify({ reason, unhandledErrors: unhandledErrors.length, projects }, null, 2))
  }
}
