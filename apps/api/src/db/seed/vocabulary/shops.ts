import type { FoodMotif, Motif } from '../images.ts'
import { t, type L10n } from './l10n.ts'
import { cuisines } from './menu.ts'

export interface Neighbourhood {
  name: L10n
  /** Bearing (degrees from north) and distance (km) from the default map location. */
  bearing: number
  km: number
  street: L10n
  city?: L10n
}

const n = (
  en: string,
  ar: string,
  fr: string,
  bearing: number,
  km: number,
  street: L10n,
  city?: L10n,
): Neighbourhood => ({
  name: t(en, ar, fr),
  bearing,
  km,
  street,
  ...(city ? { city } : {}),
})

const arlington = t('Arlington, VA', 'أرلينغتون، فيرجينيا', 'Arlington (VA)')

const st = (en: string, ar: string) => t(en, ar, en)

export const neighbourhoods: Neighbourhood[] = [
  n('Logan Circle', 'لوغان سيركل', 'Logan Circle', 90, 0.4, st('14th St NW', 'الشارع 14 الشمالي الغربي')),
  n(
    'Dupont Circle',
    'دوبونت سيركل',
    'Dupont Circle',
    250,
    0.9,
    st('Connecticut Ave NW', 'جادة كونيتيكت الشمالية الغربية'),
  ),
  n('U Street', 'شارع يو', 'U Street', 10, 1.2, st('U St NW', 'شارع يو الشمالي الغربي')),
  n('Shaw', 'شو', 'Shaw', 70, 1.3, st('7th St NW', 'الشارع 7 الشمالي الغربي')),
  n('Adams Morgan', 'آدامز مورغان', 'Adams Morgan', 330, 1.8, st('18th St NW', 'الشارع 18 الشمالي الغربي')),
  n('Penn Quarter', 'بن كوارتر', 'Penn Quarter', 150, 1.9, st('F St NW', 'شارع إف الشمالي الغربي')),
  n('Chinatown', 'الحي الصيني', 'Chinatown', 130, 1.7, st('H St NW', 'شارع إتش الشمالي الغربي')),
  n(
    'Foggy Bottom',
    'فوغي بوتوم',
    'Foggy Bottom',
    220,
    2.3,
    st('Pennsylvania Ave NW', 'جادة بنسلفانيا الشمالية الغربية'),
  ),
  n('Columbia Heights', 'كولومبيا هايتس', 'Columbia Heights', 5, 2.4, st('14th St NW', 'الشارع 14 الشمالي الغربي')),
  n(
    'Mount Pleasant',
    'ماونت بليزنت',
    'Mount Pleasant',
    345,
    2.6,
    st('Mount Pleasant St NW', 'شارع ماونت بليزنت الشمالي الغربي'),
  ),
  n('NoMa', 'نوما', 'NoMa', 110, 2.8, st('1st St NE', 'الشارع الأول الشمالي الشرقي')),
  n('Georgetown', 'جورجتاون', 'Georgetown', 245, 3.2, st('M St NW', 'شارع إم الشمالي الغربي')),
  n('Woodley Park', 'وودلي بارك', 'Woodley Park', 315, 3.0, st('Connecticut Ave NW', 'جادة كونيتيكت الشمالية الغربية')),
  n(
    'Capitol Hill',
    'كابيتول هيل',
    'Capitol Hill',
    125,
    3.8,
    st('Pennsylvania Ave SE', 'جادة بنسلفانيا الجنوبية الشرقية'),
  ),
  n('Petworth', 'بيتوورث', 'Petworth', 15, 3.9, st('Georgia Ave NW', 'جادة جورجيا الشمالية الغربية')),
  n('Navy Yard', 'نيفي يارد', 'Navy Yard', 150, 4.3, st('Water St SE', 'شارع ووتر الجنوبي الشرقي')),
  n(
    'Cleveland Park',
    'كليفلاند بارك',
    'Cleveland Park',
    320,
    4.4,
    st('Connecticut Ave NW', 'جادة كونيتيكت الشمالية الغربية'),
  ),
  n('Brookland', 'بروكلاند', 'Brookland', 55, 4.6, st('12th St NE', 'الشارع 12 الشمالي الشرقي')),
  n('The Wharf', 'ذا وارف', 'The Wharf', 170, 3.6, st('Maine Ave SW', 'جادة مين الجنوبية الغربية')),
  n('Rosslyn', 'روزلين', 'Rosslyn', 235, 3.9, st('Wilson Blvd', 'بوليفارد ويلسون'), arlington),
  n('Clarendon', 'كلاريندون', 'Clarendon', 250, 6.2, st('Wilson Blvd', 'بوليفارد ويلسون'), arlington),
  n(
    'Takoma',
    'تاكوما',
    'Takoma',
    10,
    7.6,
    st('Carroll Ave', 'جادة كارول'),
    t('Takoma Park, MD', 'تاكوما بارك، ميريلاند', 'Takoma Park (MD)'),
  ),
  n(
    'Anacostia',
    'أناكوستيا',
    'Anacostia',
    140,
    7.2,
    st('Martin Luther King Jr Ave SE', 'جادة مارتن لوثر كينغ الجنوبية الشرقية'),
  ),
]

export interface ShopDef {
  name: L10n
  type: 'restaurant' | 'shop'
  /** restaurants: cuisine key (menu.ts); shops: shop category key. */
  cuisine: string
  motif: Motif
  /** Index into neighbourhoods. */
  area: number
  /** Its delivery zone does not reach the default map location. */
  far?: boolean
}

const r = (en: string, ar: string, fr: string, cuisine: string, motif: Motif, area: number, far = false): ShopDef => ({
  name: t(en, ar, fr),
  type: 'restaurant',
  cuisine,
  motif,
  area,
  far,
})
const s = (en: string, ar: string, fr: string, cuisine: string, motif: Motif, area: number, far = false): ShopDef => ({
  name: t(en, ar, fr),
  type: 'shop',
  cuisine,
  motif,
  area,
  far,
})

/** The first restaurant belongs to the demo seller. */
export const shopDefs: ShopDef[] = [
  r('Basil & Brick Pizzeria', 'بيتزيريا بازل آند بريك', 'Pizzeria Basil & Brick', 'italian', 'pizza', 0),
  r('Smash Street Burgers', 'سماش ستريت برغر', 'Smash Street Burgers', 'burgers', 'burger', 2),
  r('Cedars Lebanese Kitchen', 'مطبخ الأرز اللبناني', 'Cuisine libanaise Les Cèdres', 'lebanese', 'wrap', 1),
  r('Sakura Sushi Bar', 'ساكورا سوشي بار', 'Sakura Sushi Bar', 'japanese', 'maki', 5),
  r('Casa Azul Taqueria', 'تاكيريا كاسا أزول', 'Taqueria Casa Azul', 'mexican', 'taco', 4),
  r('Saffron Spice House', 'بيت الزعفران والتوابل', 'La Maison du Safran', 'indian', 'chicken-curry', 3),
  r('Bangkok Street Kitchen', 'مطبخ شوارع بانكوك', 'Cuisine de rue de Bangkok', 'thai', 'pad-thai', 6),
  r('Olive & Oregano Taverna', 'تافيرنا الزيتون والزعتر', 'Taverne Olive & Origan', 'greek', 'greek-salad', 7),
  r('Morning Ritual Café', 'مقهى طقوس الصباح', 'Café Rituel du Matin', 'cafe', 'cappuccino', 8),
  r('Hickory Smokehouse', 'مدخنة هيكوري', 'Fumoir Hickory', 'bbq', 'ribs', 13),
  r(
    'Harbor Catch Seafood',
    'مأكولات هاربر كاتش البحرية',
    'Harbor Catch, fruits de mer',
    'seafood',
    'fish-and-chips',
    18,
  ),
  r('Greenleaf Plant Kitchen', 'مطبخ الورقة الخضراء النباتي', 'Cuisine végétale Greenleaf', 'vegan', 'buddha-bowl', 9),
  r('Dolce Vita Gelateria', 'جيلاتيريا دولتشي فيتا', 'Gelateria Dolce Vita', 'desserts', 'pistachio-gelato', 11),
  r('Napoli Wood Fire', 'نابولي على الحطب', 'Napoli au feu de bois', 'italian', 'pepperoni-pizza', 10),
  r('Golden Grill Burgers', 'غولدن غريل برغر', 'Golden Grill Burgers', 'burgers', 'burger', 14),
  r('Zaytoun Shawarma', 'شاورما زيتون', 'Zaytoun Shawarma', 'lebanese', 'shawarma-plate', 15),
  r('Tokyo Ramen Lab', 'مختبر رامن طوكيو', 'Tokyo Ramen Lab', 'japanese', 'ramen', 20, true),
  r('Sugar & Spoon Desserts', 'حلويات شوغر آند سبون', 'Desserts Sugar & Spoon', 'desserts', 'cupcake', 21, true),
  s('Basil Fresh Market', 'سوق بازل الطازج', 'Marché frais Basil', 'supermarket', 'grocery-bag', 0),
  s('Green Valley Organics', 'غرين فالي للمنتجات العضوية', 'Green Valley Bio', 'organic', 'broccoli', 2),
  s('Corner Pantry', 'بقالة الزاوية', 'L’Épicerie du Coin', 'convenience', 'milk', 1),
  s('Capitol Supermarket', 'سوبرماركت كابيتول', 'Supermarché Capitol', 'supermarket', 'apple', 13),
  s('Farmhouse Grocer', 'بقالة المزرعة', 'L’Épicier de la Ferme', 'organic', 'eggs', 12),
  s('Prime Cuts Butchery', 'ملحمة برايم كتس', 'Boucherie Prime Cuts', 'butcher', 'raw-steak', 16),
  s('Night Owl Mini Mart', 'ميني ماركت البومة الليلية', 'Supérette Night Owl', 'convenience', 'cola', 6),
  s('Mediterranean Pantry', 'مؤونة البحر المتوسط', 'Épicerie Méditerranée', 'supermarket', 'olive-oil', 17),
  s('Daily Harvest Market', 'سوق الحصاد اليومي', 'Marché Récolte du Jour', 'organic', 'tomato', 19),
  s('Riverside Fish Market', 'سوق ريفرسايد للأسماك', 'Poissonnerie Riverside', 'butcher', 'whole-fish', 18),
  s('Metro Grocery', 'مترو للبقالة', 'Metro Épicerie', 'supermarket', 'grocery-bag', 22, true),
  s('Sunrise Convenience', 'بقالة الشروق', 'Supérette Sunrise', 'convenience', 'crisps', 5),
]

/** Which grocery categories each kind of shop stocks. */
export const shopAisles: Record<string, string[]> = {
  supermarket: [],
  organic: [
    'fruits',
    'vegetables',
    'herbs',
    'milk',
    'cheese',
    'yogurt',
    'eggs',
    'bakery',
    'pasta-rice',
    'oils-sauces',
    'breakfast-cereals',
    'juice',
    'coffee-tea',
    'snacks',
    'spices',
  ],
  convenience: [
    'water',
    'juice',
    'soft-drinks',
    'snacks',
    'milk',
    'eggs',
    'bakery',
    'frozen',
    'household',
    'personal-care',
    'canned',
    'coffee-tea',
    'breakfast-cereals',
    'fruits',
  ],
  butcher: [
    'meat',
    'fish',
    'spices',
    'oils-sauces',
    'vegetables',
    'herbs',
    'canned',
    'bakery',
    'frozen',
    'cheese',
    'eggs',
    'pasta-rice',
  ],
}

export const shopTagDefs: Array<{ title: L10n; motif: Motif }> = [
  { title: t('Free delivery', 'توصيل مجاني', 'Livraison gratuite'), motif: 'parcel' },
  { title: t('Fast delivery', 'توصيل سريع', 'Livraison rapide'), motif: 'scooter' },
  { title: t('Halal', 'حلال', 'Halal'), motif: 'kofta' },
  { title: t('Vegan friendly', 'مناسب للنباتيين', 'Adapté aux vegans'), motif: 'broccoli' },
  { title: t('Family deals', 'عروض عائلية', 'Offres famille'), motif: 'pizza' },
  { title: t('Late night', 'مفتوح حتى وقت متأخر', 'Ouvert tard'), motif: 'moon' },
  { title: t('Top rated', 'الأعلى تقييمًا', 'Les mieux notés'), motif: 'star' },
  { title: t('Local favourite', 'المفضل محليًا', 'Coup de cœur local'), motif: 'sourdough' },
]

/** What a shop's cover picture shows: what its kind of shop sells. */
const groceryScenes: Record<string, Motif[]> = {
  supermarket: ['grocery-bag', 'apple', 'milk', 'sourdough', 'water-bottle'],
  organic: ['carrot', 'broccoli', 'apple', 'eggs', 'tomato'],
  convenience: ['cola', 'crisps', 'milk', 'water-bottle'],
  butcher: ['raw-steak', 'whole-fish', 'lamb-chops', 'chicken-fillet'],
}

/** The dishes (or goods) on a shop's cover and its dining rooms' pictures: one from each part of the menu. */
export function shopSceneMotifs(def: ShopDef): Motif[] {
  if (def.type === 'shop') return groceryScenes[def.cuisine] ?? ['grocery-bag']
  const cuisine = cuisines.find((c) => c.key === def.cuisine)!
  const byCategory = new Map<string, FoodMotif>()
  for (const item of cuisine.items) if (!byCategory.has(item.category)) byCategory.set(item.category, item.motif)
  return [...new Set(byCategory.values())].slice(0, 5)
}
