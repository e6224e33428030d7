#!/usr/bin/env node
// `npm run typecheck`: the type check of every TypeScript project of the repository, with TypeScript 7's compiler.
//
//   node scripts/typecheck.mjs [project...]   only these projects (folders holding a tsconfig.json), e.g. `apps/api`
//
// TypeScript 7 is the native compiler: it checks the same programs as TypeScript 5.9 in a fraction of the time. It runs
// single-threaded here: its parallel checkers each repeat part of the work, and `npm run check` runs it beside ESLint
// on a machine of two cores (measured for apps/api: TypeScript 5.9 25 s and 37 s of CPU; 7 with its default checkers
// 10 s and 18 s of CPU; 7 single-threaded 8 s and 9 s of CPU). The repository keeps TypeScript 5.9 as its
// `typescript` package for the tools that call TypeScript's JavaScript API (typescript-eslint, Next's build), as
// ARCHITECTURE.md asks; 7 is installed beside it under the name `typescript7`. Both packages name their program `tsc`,
// and npm links only one of them into node_modules/.bin, so every script here names the one it means by its path.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const tsc = path.join(root, 'node_modules/typescript7/bin/tsc')
const PROJECTS = ['packages/contracts', 'apps/api', 'apps/web', 'apps/web/e2e', 'bench']

const chosen = process.argv.slice(2)
const projects = chosen.length ? chosen : PROJECTS

let failed = 0
for (const project of projects) {
  const started = Date.now()
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '--singleThreaded', '-p', path.resolve(root, project)], {
      cwd: root,
      stdio: 'inherit',
    })
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)))
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`typecheck ${project}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`)
  if (code !== 0) failed++
}
process.exit(failed ? 1 : 0)
