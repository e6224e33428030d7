import type { Product } from '@basil/contracts'

type Stock = Product['stocks'][number]
export type ExtraGroup = {
  id: number
  title: string
  type: 'text' | 'color' | 'image'
  values: { id: number; value: string }[]
}

/** The extra groups (size, colour, ...) the product's stocks are made of, each with its values. */
export function listExtraGroups(stocks: Stock[]): ExtraGroup[] {
  const groups = new Map<number, ExtraGroup>()
  for (const stock of stocks) {
    for (const extra of stock.extras) {
      let group = groups.get(extra.extra_group_id)
      if (!group) {
        group = {
          id: extra.extra_group_id,
          title: extra.group.translation?.title ?? '',
          type: extra.group.type,
          values: [],
        }
        groups.set(group.id, group)
      }
      if (!group.values.some((v) => v.id === extra.id)) group.values.push({ id: extra.id, value: extra.value })
    }
  }
  return [...groups.values()]
}

export type Selection = Record<number, number>

export function selectionOf(stock: Stock | undefined): Selection {
  const selection: Selection = {}
  for (const extra of stock?.extras ?? []) selection[extra.extra_group_id] = extra.id
  return selection
}

/** The stock made of exactly the selected values. */
export function findStock(stocks: Stock[], selection: Selection): Stock | undefined {
  return stocks.find((s) => s.extras.every((e) => selection[e.extra_group_id] === e.id))
}

/** Picks a value: keeps the other choices when a stock has that combination, else moves to a stock that has the value. */
export function pickValue(stocks: Stock[], selection: Selection, groupId: number, valueId: number): Selection {
  const next = { ...selection, [groupId]: valueId }
  if (findStock(stocks, next)) return next
  const fallback =
    stocks.find((s) => s.extras.some((e) => e.id === valueId) && s.quantity > 0) ??
    stocks.find((s) => s.extras.some((e) => e.id === valueId))
  return fallback ? selectionOf(fallback) : next
}
