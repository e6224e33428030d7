#!/usr/bin/env node
// The storefront's production build: `next build`, then a compile hint on every client chunk.
//
// Why the hint: Turbopack wraps each module in a function, and V8 compiles a function lazily, on the main thread,
// the first time it runs. On a phone that first run is the page's start-up (framework, React and our modules all
// instantiate at once), so compiling them was one long task that kept the page from answering a tap. The comment
// `//# allFunctionsCalledOnLoad` on a script's first line (V8's explicit compile hints) asks Chromium to compile every
// function of that script eagerly while it streams in, on a background thread. Other browsers ignore the comment.
// The measurement is in bench/results/storefront-budgets.json (see bench/storefront-budgets.mjs).
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const HINT = '//# allFunctionsCalledOnLoad\n'

/** Puts the hint on the first line of each JavaScript chunk the build emitted (once; safe to run again). */
export function addCompileHints(dir = path.join(webDir, process.env.NEXT_DIST_DIR ?? '.next', 'static/chunks')) {
  let changed = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue
    const file = path.join(entry.parentPath ?? entry.path, entry.name)
    const text = readFileSync(file, 'utf8')
    if (text.startsWith(HINT)) continue
    writeFileSync(file, HINT + text)
    changed++
  }
  return changed
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const nextBin = path.resolve(webDir, '../../node_modules/next/dist/bin/next')
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [nextBin, 'build', ...process.argv.slice(2)], {
      cwd: webDir,
      stdio: 'inherit',
    })
    child.on('exit', (c) => resolve(c ?? 1))
  })
  if (code !== 0) process.exit(code)
  console.log(`compile hints added to ${addCompileHints()} client chunks`)
}
