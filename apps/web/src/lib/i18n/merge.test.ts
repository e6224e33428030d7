import { describe, expect, it } from 'vitest'
import { mergeTexts } from './merge'

describe('mergeTexts', () => {
  const en = { 'cart.title': 'Your cart', 'cart.items_one': '{{count}} item', 'cart.items_other': '{{count}} items' }

  it('lays the language over English and the API over both', () => {
    const texts = mergeTexts(en, { 'cart.title': 'Votre panier' }, { 'cart.items_other': '{{count}} articles' })
    expect(texts).toEqual({
      'cart.title': 'Votre panier',
      'cart.items_one': '{{count}} item',
      'cart.items_other': '{{count}} articles',
    })
  })

  it('leaves out the API keys no page here reads (other clients of the API family)', () => {
    const texts = mergeTexts(en, {}, { 'add.to.bag': 'Add to bag', 'cart.title': 'Basket' })
    expect(texts['cart.title']).toBe('Basket')
    expect(Object.hasOwn(texts, 'add.to.bag')).toBe(false)
  })

  it('takes plural forms of a known key that the local files lack (Arabic has six)', () => {
    const texts = mergeTexts(en, {}, { 'cart.items_two': 'منتجان', 'cart.title_two': 'x', 'cart.items': 'y' })
    expect(texts['cart.items_two']).toBe('منتجان')
    expect(Object.hasOwn(texts, 'cart.title_two')).toBe(false)
    expect(Object.hasOwn(texts, 'cart.items')).toBe(false)
  })
})
