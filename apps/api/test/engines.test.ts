// Issue 13, item 7: no package installed by `npm ci` asks for a newer Node than the one the root package.json promises.
// The check reads the committed lock file, so a dependency bump that raises the floor fails here before a user's
// machine prints EBADENGINE (or worse, fails at run time on Node 20).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))

type Version = [number, number, number]

const parseVersion = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0)
  return [major, minor, patch]
}

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

/** Whether `version` meets one comparator of an engines range (>=, >, <=, <, ^, ~, = or a bare version). */
const meets = (version: Version, comparator: string): boolean => {
  const match = /^(>=|<=|>|<|\^|~|=)?\s*v?([\dx*.]+)$/.exec(comparator.trim())
  if (!match) throw new Error(`engines comparator not understood: ${comparator}`)
  const operator = match[1] ?? '='
  const raw = match[2] ?? '0'
  const given = raw.split('.').filter((part) => part !== 'x' && part !== '*').length
  if (given === 0) return true // "*" or "x": any version
  const target = parseVersion(raw.replace(/[x*]/g, '0'))
  const order = compare(version, target)
  switch (operator) {
    case '>=':
      return order >= 0
    case '>':
      return order > 0
    case '<=':
      return order <= 0
    case '<':
      return order < 0
    case '^':
      return order >= 0 && version[0] === target[0]
    case '~':
      return order >= 0 && version[0] === target[0] && (given < 2 || version[1] === target[1])
    default:
      // A bare "20" or "20.x" is the whole major; a full version is that version.
      return given >= 3 ? order === 0 : version[0] === target[0] && (given < 2 || version[1] === target[1])
  }
}

/** Whether `version` satisfies a whole range: alternatives split by `||`, comparators inside one by spaces. */
export const satisfies = (version: string, range: string): boolean =>
  range.split('||').some((alternative) => {
    const comparators = alternative
      .trim()
      .replace(/(>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
    return comparators.length === 0 || comparators.every((comparator) => meets(parseVersion(version), comparator))
  })

interface LockEntry {
  version?: string
  dev?: boolean
  optional?: boolean
  os?: string[]
  cpu?: string[]
  engines?: { node?: string } | string[]
}

describe('engines', () => {
  const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string } }
  const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as { packages: Record<string, LockEntry> }
  const floor = /(\d+\.\d+(?:\.\d+)?)/.exec(manifest.engines.node)?.[1] ?? ''

  it('reads ranges as npm does', () => {
    expect(satisfies('20.19.0', '>=22')).toBe(false)
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true)
    expect(satisfies('20.18.9', '^20.19.0 || >=22.12.0')).toBe(false)
    expect(satisfies('20.19.0', '20 || >=22')).toBe(true)
    expect(satisfies('20.19.0', '>= 18')).toBe(true)
    expect(satisfies('20.19.0', '*')).toBe(true)
    expect(satisfies('20.19.0', '~20.18.0')).toBe(false)
    expect(satisfies('20.19.0', '>=14.17 <21')).toBe(true)
    expect(satisfies('20.19.0', '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true)
  })

  it('promises a Node version that the project runs on', () => {
    expect(manifest.engines.node).toMatch(/^>=\d+\.\d+$/)
    expect(satisfies(process.version, manifest.engines.node)).toBe(true)
  })

  it('installs no package (runtime or development) that needs a newer Node than engines says', () => {
    const tooNew: string[] = []
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (!path || Array.isArray(entry.engines) || !entry.engines?.node) continue
      // Platform binaries for other systems are never installed here; npm skips them by os/cpu.
      if (entry.optional && (entry.os || entry.cpu) && !(entry.os ?? [process.platform]).includes(process.platform))
        continue
      if (!satisfies(floor, entry.engines.node))
        tooNew.push(`${path}@${entry.version ?? '?'} wants node ${entry.engines.node}`)
    }
    expect(tooNew).toEqual([])
  })
})
