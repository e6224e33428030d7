import { afterEach, describe, expect, it } from 'vitest'
import { browserTimeZone } from './browser-zone'

const global = globalThis as { Temporal?: unknown }
const original = global.Temporal

describe('browserTimeZone', () => {
  afterEach(() => {
    if (original === undefined) delete global.Temporal
    else global.Temporal = original
  })

  it('asks Temporal where the runtime has it', () => {
    global.Temporal = { Now: { timeZoneId: () => 'Asia/Tokyo' } }
    expect(browserTimeZone()).toBe('Asia/Tokyo')
  })

  it('asks Intl where it has not', () => {
    delete global.Temporal
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })
})
