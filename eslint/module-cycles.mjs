// No import circles between modules (issue 15: "no import cycles between modules ... and lint fails on a new one").
// The layer rules (api-layers.mjs, web-layers.mjs) keep lower rooms from importing higher ones; what they cannot see
// is two modules of one floor importing each other, directly or around a ring. This rule reads the import graph of
// apps/api/src/modules and apps/web/src/modules once per lint run (a module is a folder right under modules/; tests
// and their kits are left out, as in the layer rules), finds its circles, and reports every import of a module that
// points to another module of the same circle.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const repo = path.resolve(new URL('..', import.meta.url).pathname)
const ROOTS = [
  { dir: path.join(repo, 'apps/api/src/modules'), alias: null },
  { dir: path.join(repo, 'apps/web/src/modules'), alias: '@/modules/' },
]
const SOURCE = /\.(ts|tsx|mts)$/
const TEST = /(\.test\.tsx?|[\\/]test-support\.ts)$/
const IMPORT =
  /(?:^|[^\w$.])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|[^\w$.])import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[^\w$.])import\s+['"]([^'"]+)['"]/gm

function rootOf(file) {
  return ROOTS.find((root) => file.startsWith(root.dir + path.sep))
}

function moduleOf(root, file) {
  return path.relative(root.dir, file).split(path.sep)[0]
}

/** The module an import specifier of `file` points to, or null when it points outside the modules. */
function targetModule(root, file, specifier) {
  let resolved
  if (specifier.startsWith('.')) resolved = path.resolve(path.dirname(file), specifier)
  else if (root.alias && specifier.startsWith(root.alias))
    resolved = path.join(root.dir, specifier.slice(root.alias.length))
  else return null
  if (!resolved.startsWith(root.dir + path.sep)) return null
  return moduleOf(root, resolved)
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .filter((file) => !TEST.test(file))
}

/** Tarjan's strongly connected components: module name → id of its circle (only for modules in a circle). */
function circles(edges) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const circleOf = new Map()
  let counter = 0
  const visit = (v) => {
    index.set(v, counter)
    low.set(v, counter)
    counter++
    stack.push(v)
    onStack.add(v)
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)))
    }
    if (low.get(v) === index.get(v)) {
      const members = []
      let w
      do {
        w = stack.pop()
        onStack.delete(w)
        members.push(w)
      } while (w !== v)
      if (members.length > 1) {
        const name = [...members].sort().join(' ↔ ')
        for (const m of members) circleOf.set(m, name)
      }
    }
  }
  for (const v of edges.keys()) if (!index.has(v)) visit(v)
  return circleOf
}

const graphs = new Map()
/** The circles of one root's module graph, read from disk once per process. */
function circlesOf(root) {
  let found = graphs.get(root.dir)
  if (!found) {
    const edges = new Map()
    for (const file of sourceFiles(root.dir)) {
      const from = moduleOf(root, file)
      if (!edges.has(from)) edges.set(from, new Set())
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const to = targetModule(root, file, match[1] ?? match[2] ?? match[3])
        if (to && to !== from) edges.get(from).add(to)
      }
    }
    found = circles(edges)
    graphs.set(root.dir, found)
  }
  return found
}

const noModuleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules must not import each other in a circle' },
    messages: {
      circle:
        'Module "{{from}}" imports "{{to}}", and they are in an import circle ({{circle}}): move what both need into a lower place, or turn one import around.',
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename)
    const root = rootOf(file)
    if (!root || TEST.test(file)) return {}
    const from = moduleOf(root, file)
    const circleOf = circlesOf(root)
    const circle = circleOf.get(from)
    if (!circle) return {}
    const check = (node) => {
      const specifier = node.source && node.source.type === 'Literal' ? node.source.value : null
      if (typeof specifier !== 'string') return
      const to = targetModule(root, file, specifier)
      if (to && to !== from && circleOf.get(to) === circle)
        context.report({ node, messageId: 'circle', data: { from, to, circle } })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export default [
  {
    files: ['apps/api/src/modules/**/*.{ts,tsx}', 'apps/web/src/modules/**/*.{ts,tsx}'],
    plugins: { basil: { rules: { 'no-module-cycles': noModuleCycles } } },
    rules: { 'basil/no-module-cycles': 'error' },
  },
]
