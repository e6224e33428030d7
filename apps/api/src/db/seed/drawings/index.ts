// Every motif a seeded picture can show, by name. Food motifs are what products, recipes and dishes show; icon
// motifs are for the few pictures that are not of food (parcels, delivery, referral, payment).
import { bowls } from './bowls.ts'
import { dishes } from './dishes.ts'
import { drinks } from './drinks.ts'
import { home, icons } from './home.ts'
import type { Draw } from './kit.ts'
import { market } from './market.ts'
import { pantry } from './pantry.ts'
import { sweets } from './sweets.ts'

/** The groups in the order a contact sheet shows them; a name used twice would hide a drawing. */
export const motifGroups = { dishes, bowls, sweets, drinks, market, pantry, home } as const

const food = { ...dishes, ...bowls, ...sweets, ...drinks, ...market, ...pantry, ...home } satisfies Record<string, Draw>

/** A motif that shows a product: something sold in a shop or a restaurant. */
export type FoodMotif = keyof typeof food
/** A motif for pictures that are not of a product (delivery, parcels, referral, payment, badges). */
export type IconMotif = keyof typeof icons
export type Motif = FoodMotif | IconMotif

export const drawings: Readonly<Record<Motif, Draw>> = { ...food, ...icons }
export const foodMotifs = Object.keys(food) as FoodMotif[]
export const iconMotifs = Object.keys(icons) as IconMotif[]
export const motifs = [...foodMotifs, ...iconMotifs] as readonly Motif[]
export const iconGroup = icons
