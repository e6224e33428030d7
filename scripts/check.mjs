#!/usr/bin/env node
// `npm run check`: lint, the formatter's check and the type check, side by side, each one process on one core. ESLint
// (with type information) is the slowest by far; Prettier and TypeScript 7's compiler (scripts/typecheck.mjs) share
// the other core and are done before it. Each one's output is printed in one piece when it ends, under its name, so
// the three never interleave; the exit code is non-zero when any of them failed.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const checks = [
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'format:check', args: ['run', 'format:check'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
]

function run({ name, args }) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => {
      const ok = code === 0
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      process.stdout.write(`\n=== ${name}: ${ok ? 'passed' : `FAILED (${signal ?? code})`} in ${seconds} s ===\n`)
      if (!ok) process.stdout.write(Buffer.concat(output))
      resolve(ok)
    })
  })
}

const results = await Promise.all(checks.map(run))
const failed = checks.filter((_, i) => !results[i]).map((c) => c.name)
console.log(failed.length ? `\nchecks failing: ${failed.join(', ')}` : '\nall checks passed')
process.exit(failed.length ? 1 : 0)
