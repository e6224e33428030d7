type Value = string | number | boolean | null | undefined | Value[] | { [key: string]: Value }

/**
 * Serialises params the way the API family expects (`address[latitude]=..`, `rating[0]=..`). A few lines instead of
 * `qs` keep the browser bundle small; the server side uses `qs`.
 */
export function toQueryString(params: Record<string, Value>): string {
  const parts: string[] = []
  const add = (key: string, value: Value) => {
    if (value === undefined || value === null || value === '') return
    if (Array.isArray(value)) value.forEach((v, i) => add(`${key}[${i}]`, v))
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v)
    else
      parts.push(
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'boolean' ? (value ? 1 : 0) : value)}`,
      )
  }
  for (const [k, v] of Object.entries(params)) add(k, v)
  return parts.join('&')
}
