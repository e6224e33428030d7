import type { FoodMotif, Motif } from '../images.ts'
import { t, type L10n } from './l10n.ts'

export type UnitKey = 'pcs' | 'kg' | 'g' | 'l' | 'ml'

export const unitDefs: Array<{ key: UnitKey; title: L10n; position: 'before' | 'after' }> = [
  { key: 'pcs', title: t('pcs', 'قطعة', 'pièce'), position: 'after' },
  { key: 'kg', title: t('kg', 'كغ', 'kg'), position: 'after' },
  { key: 'g', title: t('g', 'غ', 'g'), position: 'after' },
  { key: 'l', title: t('L', 'لتر', 'L'), position: 'after' },
  { key: 'ml', title: t('ml', 'مل', 'ml'), position: 'after' },
]

/** A pack size written into a grocery title, e.g. `1 L`, `500 g`, `12 pcs`. */
export interface PackSize {
  amount: number
  unit: UnitKey
}

const unitWords: Record<UnitKey, L10n> = {
  pcs: t('pcs', 'حبة', 'pcs'),
  kg: t('kg', 'كغ', 'kg'),
  g: t('g', 'غ', 'g'),
  l: t('L', 'لتر', 'L'),
  ml: t('ml', 'مل', 'ml'),
}

export function packLabel(size: PackSize): L10n {
  const amount = String(size.amount)
  const w = unitWords[size.unit]
  // French separates the unit with a (non-breaking) space; pieces read better as "x12".
  return {
    en: `${amount} ${w.en}`,
    ar: `${amount} ${w.ar}`,
    fr: size.unit === 'pcs' ? `x${amount}` : `${amount.replace('.', ',')}\u00a0${w.fr}`,
  }
}

export interface GroceryItem {
  name: L10n
  category: string
  motif: FoodMotif
  /** Price in cents of the first pack size, or per kilogram when `weighed`. */
  price: number
  /** Pack sizes sold as separate products; none for loose items. */
  sizes: PackSize[]
  /** Sold loose by weight: unit kg, quantity steps of `interval`. */
  weighed?: boolean
  /** Can be sold as an "Organic" line in organic shops. */
  organic?: boolean
  vegetarian?: boolean
  /** Offered in several choices as stocks of one product. */
  variant?: 'weight' | 'pack' | 'colour'
  kcal?: number
}

const g = (
  en: string,
  ar: string,
  fr: string,
  category: string,
  motif: FoodMotif,
  price: number,
  sizes: PackSize[],
  options: Partial<Pick<GroceryItem, 'weighed' | 'organic' | 'vegetarian' | 'variant' | 'kcal'>> = {},
): GroceryItem => ({ name: t(en, ar, fr), category, motif, price, sizes, vegetarian: true, ...options })

const s = (amount: number, unit: UnitKey): PackSize => ({ amount, unit })
const loose = { weighed: true, organic: true }
const meat = { vegetarian: false }

export const groceryItems: GroceryItem[] = [
  // Fruits
  g('Bananas', 'موز', 'Bananes', 'fruits', 'banana', 129, [], { ...loose, kcal: 89 }),
  g('Gala Apples', 'تفاح غالا', 'Pommes Gala', 'fruits', 'apple', 329, [], { ...loose, kcal: 52 }),
  g('Navel Oranges', 'برتقال أبو سرة', 'Oranges Navel', 'fruits', 'orange', 299, [], { ...loose, kcal: 47 }),
  g('Lemons', 'ليمون', 'Citrons', 'fruits', 'lemon', 349, [], loose),
  g('Hass Avocados', 'أفوكادو هاس', 'Avocats Hass', 'fruits', 'avocado', 199, [s(1, 'pcs'), s(4, 'pcs')], {
    organic: true,
    kcal: 160,
  }),
  g('Strawberries', 'فراولة', 'Fraises', 'fruits', 'strawberry', 449, [s(250, 'g'), s(500, 'g')], { organic: true }),
  g('Blueberries', 'توت أزرق', 'Myrtilles', 'fruits', 'blueberries', 499, [s(125, 'g'), s(250, 'g')], {
    organic: true,
  }),
  g('Seedless Grapes', 'عنب بدون بذور', 'Raisins sans pépins', 'fruits', 'grapes', 549, [], loose),
  g('Mango', 'مانجو', 'Mangue', 'fruits', 'mango', 179, [s(1, 'pcs')], { organic: true }),
  g('Pineapple', 'أناناس', 'Ananas', 'fruits', 'pineapple', 399, [s(1, 'pcs')]),
  g('Watermelon', 'بطيخ', 'Pastèque', 'fruits', 'watermelon', 129, [], loose),
  g('Medjool Dates', 'تمر مجدول', 'Dattes Medjool', 'fruits', 'dates', 899, [s(500, 'g'), s(1, 'kg')], {
    organic: true,
  }),
  g('Pears', 'إجاص', 'Poires', 'fruits', 'pear', 349, [], loose),
  g('Kiwis', 'كيوي', 'Kiwis', 'fruits', 'kiwi', 399, [s(6, 'pcs')]),
  // Vegetables
  g('Tomatoes', 'طماطم', 'Tomates', 'vegetables', 'tomato', 329, [], loose),
  g(
    'Cherry Tomatoes',
    'طماطم كرزية',
    'Tomates cerises',
    'vegetables',
    'cherry-tomatoes',
    349,
    [s(250, 'g'), s(500, 'g')],
    { organic: true },
  ),
  g('Cucumbers', 'خيار', 'Concombres', 'vegetables', 'cucumber', 249, [], loose),
  g('Carrots', 'جزر', 'Carottes', 'vegetables', 'carrot', 199, [], loose),
  g('Yellow Onions', 'بصل أصفر', 'Oignons jaunes', 'vegetables', 'onion', 179, [], loose),
  g('Garlic', 'ثوم', 'Ail', 'vegetables', 'garlic', 99, [s(3, 'pcs')], { organic: true }),
  g('Potatoes', 'بطاطس', 'Pommes de terre', 'vegetables', 'potato', 149, [], loose),
  g('Sweet Potatoes', 'بطاطا حلوة', 'Patates douces', 'vegetables', 'sweet-potato', 279, [], loose),
  g('Red Bell Peppers', 'فلفل أحمر حلو', 'Poivrons rouges', 'vegetables', 'bell-pepper', 499, [], loose),
  g('Broccoli', 'بروكلي', 'Brocoli', 'vegetables', 'broccoli', 299, [s(500, 'g')], { organic: true }),
  g('Baby Spinach', 'سبانخ صغيرة', 'Pousses d’épinards', 'vegetables', 'spinach', 349, [s(150, 'g'), s(300, 'g')], {
    organic: true,
  }),
  g('Romaine Lettuce', 'خس روماني', 'Laitue romaine', 'vegetables', 'lettuce', 249, [s(1, 'pcs')], { organic: true }),
  g('Zucchini', 'كوسا', 'Courgettes', 'vegetables', 'zucchini', 329, [], loose),
  g('Eggplant', 'باذنجان', 'Aubergines', 'vegetables', 'eggplant', 299, [], loose),
  g('Button Mushrooms', 'فطر أبيض', 'Champignons de Paris', 'vegetables', 'mushroom', 299, [s(250, 'g')], {
    organic: true,
  }),
  // Herbs
  g('Fresh Basil', 'ريحان طازج', 'Basilic frais', 'herbs', 'basil', 249, [s(30, 'g')], { organic: true }),
  g('Fresh Mint', 'نعناع طازج', 'Menthe fraîche', 'herbs', 'mint', 199, [s(30, 'g')], { organic: true }),
  g('Flat-Leaf Parsley', 'بقدونس', 'Persil plat', 'herbs', 'parsley', 149, [s(1, 'pcs')], { organic: true }),
  g('Coriander', 'كزبرة خضراء', 'Coriandre', 'herbs', 'coriander', 149, [s(1, 'pcs')], { organic: true }),
  // Dairy
  g('Whole Milk', 'حليب كامل الدسم', 'Lait entier', 'milk', 'milk', 189, [s(1, 'l'), s(2, 'l')], {
    organic: true,
    variant: 'pack',
    kcal: 61,
  }),
  g('Semi-Skimmed Milk', 'حليب قليل الدسم', 'Lait demi-écrémé', 'milk', 'milk', 179, [s(1, 'l'), s(2, 'l')], {
    organic: true,
    kcal: 46,
  }),
  g('Lactose-Free Milk', 'حليب خالٍ من اللاكتوز', 'Lait sans lactose', 'milk', 'milk', 249, [s(1, 'l')]),
  g('Oat Drink', 'مشروب الشوفان', 'Boisson à l’avoine', 'milk', 'oat-milk', 299, [s(1, 'l')], { organic: true }),
  g('Almond Drink', 'مشروب اللوز', 'Boisson à l’amande', 'milk', 'almond-milk', 319, [s(1, 'l')]),
  g('Aged Cheddar', 'جبن شيدر معتق', 'Cheddar affiné', 'cheese', 'cheddar', 549, [s(200, 'g'), s(400, 'g')]),
  g('Fresh Mozzarella', 'موزاريلا طازجة', 'Mozzarella fraîche', 'cheese', 'mozzarella', 349, [
    s(125, 'g'),
    s(250, 'g'),
  ]),
  g('Feta Cheese', 'جبنة فيتا', 'Feta', 'cheese', 'feta', 449, [s(200, 'g')], { organic: true }),
  g('Halloumi', 'جبنة حلوم', 'Halloumi', 'cheese', 'halloumi', 499, [s(250, 'g')]),
  g('Parmesan Wedge', 'قطعة بارميزان', 'Parmesan en pointe', 'cheese', 'parmesan', 699, [s(200, 'g')]),
  g('Labneh', 'لبنة', 'Labné', 'yogurt', 'labneh', 399, [s(400, 'g')]),
  g('Greek Yogurt', 'زبادي يوناني', 'Yaourt à la grecque', 'yogurt', 'yogurt', 349, [s(500, 'g'), s(1, 'kg')], {
    organic: true,
  }),
  g('Strawberry Yogurt', 'زبادي بالفراولة', 'Yaourt à la fraise', 'yogurt', 'strawberry-yogurt', 99, [s(125, 'g')], {
    variant: 'pack',
  }),
  g('Free-Range Eggs', 'بيض بلدي', 'Œufs de plein air', 'eggs', 'eggs', 399, [s(6, 'pcs'), s(12, 'pcs')], {
    organic: true,
  }),
  g('Unsalted Butter', 'زبدة غير مملحة', 'Beurre doux', 'eggs', 'butter', 449, [s(250, 'g')], { organic: true }),
  // Bakery
  g('Sourdough Loaf', 'خبز العجين المخمر', 'Pain au levain', 'bakery', 'sourdough', 599, [s(800, 'g')]),
  g('Whole Wheat Bread', 'خبز القمح الكامل', 'Pain complet', 'bakery', 'bread-loaf', 349, [s(600, 'g')], {
    organic: true,
  }),
  g('Baguette', 'باغيت', 'Baguette', 'bakery', 'baguette', 249, [s(1, 'pcs')]),
  g('Arabic Pita Bread', 'خبز عربي', 'Pain pita libanais', 'bakery', 'pita-bread', 249, [s(6, 'pcs')]),
  g('Bagels', 'خبز البيغل', 'Bagels', 'bakery', 'bagel', 399, [s(4, 'pcs')]),
  g('Croissants', 'كرواسون', 'Croissants', 'bakery', 'croissant', 499, [s(4, 'pcs')]),
  g('Flour Tortillas', 'خبز التورتيا', 'Tortillas de blé', 'bakery', 'tortillas', 299, [s(8, 'pcs')]),
  // Meat & fish
  g('Chicken Breast Fillets', 'فيليه صدر الدجاج', 'Filets de poulet', 'meat', 'chicken-fillet', 1099, [], {
    ...meat,
    weighed: true,
    variant: 'weight',
  }),
  g('Whole Chicken', 'دجاجة كاملة', 'Poulet entier', 'meat', 'whole-chicken', 899, [s(1.5, 'kg')], meat),
  g(
    'Ground Beef 85% Lean',
    'لحم بقري مفروم قليل الدهن',
    'Bœuf haché 15 % MG',
    'meat',
    'ground-beef',
    1199,
    [s(500, 'g'), s(1, 'kg')],
    meat,
  ),
  g('Beef Ribeye Steak', 'ستيك ريب آي بقري', 'Entrecôte de bœuf', 'meat', 'raw-steak', 3299, [], {
    ...meat,
    weighed: true,
  }),
  g('Lamb Chops', 'ريش غنم', 'Côtelettes d’agneau', 'meat', 'lamb-chops', 2899, [], { ...meat, weighed: true }),
  g('Turkey Slices', 'شرائح ديك رومي', 'Tranches de dinde', 'meat', 'turkey-slices', 449, [s(200, 'g')], meat),
  g('Atlantic Salmon Fillet', 'فيليه سلمون أطلسي', 'Filet de saumon atlantique', 'fish', 'raw-salmon', 2499, [], {
    ...meat,
    weighed: true,
  }),
  g('Jumbo Shrimp', 'روبيان جامبو', 'Crevettes géantes', 'fish', 'shrimp', 1299, [s(400, 'g')], meat),
  g('Cod Fillets', 'فيليه سمك القد', 'Filets de cabillaud', 'fish', 'cod', 1099, [s(400, 'g')], meat),
  // Beverages
  g('Spring Water', 'مياه ينابيع', 'Eau de source', 'water', 'water-bottle', 99, [s(500, 'ml'), s(1.5, 'l')], {
    variant: 'pack',
  }),
  g('Sparkling Mineral Water', 'مياه معدنية فوارة', 'Eau minérale gazeuse', 'water', 'sparkling-water', 149, [
    s(750, 'ml'),
    s(1, 'l'),
  ]),
  g('Orange Juice', 'عصير برتقال', 'Jus d’orange', 'juice', 'orange-juice-carton', 399, [s(1, 'l'), s(1.75, 'l')], {
    organic: true,
  }),
  g('Apple Juice', 'عصير تفاح', 'Jus de pomme', 'juice', 'apple-juice', 299, [s(1, 'l')], { organic: true }),
  g('Pomegranate Juice', 'عصير رمان', 'Jus de grenade', 'juice', 'pomegranate-juice', 549, [s(1, 'l')]),
  g('Cola', 'كولا', 'Cola', 'soft-drinks', 'cola', 219, [s(330, 'ml'), s(2, 'l')], { variant: 'pack' }),
  g('Lemon-Lime Soda', 'مشروب الليمون الغازي', 'Soda citron-citron vert', 'soft-drinks', 'lemon-lime-soda', 199, [
    s(330, 'ml'),
    s(2, 'l'),
  ]),
  g('Ginger Ale', 'جنجر إيل', 'Ginger ale', 'soft-drinks', 'ginger-ale', 229, [s(330, 'ml')], { variant: 'pack' }),
  g('Ground Coffee', 'قهوة مطحونة', 'Café moulu', 'coffee-tea', 'ground-coffee', 899, [s(250, 'g'), s(500, 'g')], {
    organic: true,
  }),
  g('Espresso Beans', 'حبوب إسبريسو', 'Café en grains expresso', 'coffee-tea', 'coffee-beans', 1299, [s(1, 'kg')]),
  g('Green Tea Bags', 'أكياس شاي أخضر', 'Thé vert en sachets', 'coffee-tea', 'green-tea', 399, [s(20, 'pcs')], {
    organic: true,
  }),
  g('Black Tea Bags', 'أكياس شاي أسود', 'Thé noir en sachets', 'coffee-tea', 'black-tea', 349, [s(50, 'pcs')]),
  // Snacks
  g('Sea Salt Potato Chips', 'رقائق بطاطس بملح البحر', 'Chips au sel de mer', 'snacks', 'crisps', 349, [s(150, 'g')]),
  g('Tortilla Chips', 'رقائق التورتيا', 'Chips de tortilla', 'snacks', 'tortilla-chips', 329, [s(200, 'g')]),
  g('Dark Chocolate 70%', 'شوكولاتة داكنة ٧٠٪', 'Chocolat noir 70 %', 'snacks', 'dark-chocolate', 299, [s(100, 'g')], {
    organic: true,
  }),
  g('Milk Chocolate Bar', 'لوح شوكولاتة بالحليب', 'Tablette de chocolat au lait', 'snacks', 'milk-chocolate', 249, [
    s(100, 'g'),
  ]),
  g('Salted Mixed Nuts', 'مكسرات مشكلة مملحة', 'Mélange de noix salées', 'snacks', 'mixed-nuts', 799, [s(300, 'g')]),
  g('Roasted Almonds', 'لوز محمص', 'Amandes grillées', 'snacks', 'almonds', 699, [s(200, 'g')], { organic: true }),
  g('Granola Bars', 'ألواح الغرانولا', 'Barres de céréales', 'snacks', 'granola-bars', 449, [s(6, 'pcs')]),
  g('Butter Cookies', 'بسكويت بالزبدة', 'Biscuits au beurre', 'snacks', 'butter-cookies', 399, [s(300, 'g')]),
  g('Microwave Popcorn', 'فشار للمايكروويف', 'Pop-corn pour micro-ondes', 'snacks', 'popcorn', 349, [s(3, 'pcs')]),
  // Pantry
  g('Spaghetti', 'سباغيتي', 'Spaghetti', 'pasta-rice', 'dry-spaghetti', 179, [s(500, 'g')], { organic: true }),
  g('Penne Rigate', 'معكرونة بيني', 'Penne rigate', 'pasta-rice', 'dry-penne', 179, [s(500, 'g')]),
  g('Basmati Rice', 'أرز بسمتي', 'Riz basmati', 'pasta-rice', 'rice-bag', 499, [s(1, 'kg'), s(5, 'kg')]),
  g('Jasmine Rice', 'أرز الياسمين', 'Riz jasmin', 'pasta-rice', 'rice-bag', 449, [s(1, 'kg')]),
  g('Rolled Oats', 'شوفان', 'Flocons d’avoine', 'pasta-rice', 'oats', 349, [s(500, 'g'), s(1, 'kg')], {
    organic: true,
  }),
  g('Quinoa', 'كينوا', 'Quinoa', 'pasta-rice', 'quinoa', 599, [s(500, 'g')], { organic: true }),
  g('Red Lentils', 'عدس أحمر', 'Lentilles corail', 'pasta-rice', 'red-lentils', 299, [s(1, 'kg')]),
  g('Bulgur Wheat', 'برغل', 'Boulgour', 'pasta-rice', 'bulgur', 279, [s(1, 'kg')]),
  g(
    'Extra Virgin Olive Oil',
    'زيت زيتون بكر ممتاز',
    'Huile d’olive vierge extra',
    'oils-sauces',
    'olive-oil',
    1099,
    [s(500, 'ml'), s(1, 'l')],
    { organic: true },
  ),
  g('Sunflower Oil', 'زيت دوار الشمس', 'Huile de tournesol', 'oils-sauces', 'sunflower-oil', 499, [s(1, 'l')]),
  g('Tomato Passata', 'صلصة طماطم مهروسة', 'Passata de tomates', 'oils-sauces', 'passata', 249, [s(700, 'g')], {
    organic: true,
  }),
  g('Basil Pesto', 'صلصة بيستو بالريحان', 'Pesto au basilic', 'oils-sauces', 'pesto', 449, [s(190, 'g')]),
  g('Tahini', 'طحينة', 'Tahini', 'oils-sauces', 'tahini', 599, [s(450, 'g')]),
  g('Soy Sauce', 'صلصة الصويا', 'Sauce soja', 'oils-sauces', 'soy-sauce', 329, [s(250, 'ml')]),
  g('Chickpeas', 'حمص حب', 'Pois chiches', 'canned', 'chickpeas', 149, [s(400, 'g')], { organic: true }),
  g('Chopped Tomatoes', 'طماطم مقطعة', 'Tomates concassées', 'canned', 'chopped-tomatoes', 129, [s(400, 'g')]),
  g('Tuna in Olive Oil', 'تونة بزيت الزيتون', 'Thon à l’huile d’olive', 'canned', 'tuna-can', 299, [s(160, 'g')], {
    ...meat,
    variant: 'pack',
  }),
  g('Coconut Milk', 'حليب جوز الهند', 'Lait de coco', 'canned', 'coconut-milk', 249, [s(400, 'ml')]),
  g('Ground Cumin', 'كمون مطحون', 'Cumin moulu', 'spices', 'cumin', 299, [s(50, 'g')]),
  g('Sweet Paprika', 'بابريكا حلوة', 'Paprika doux', 'spices', 'paprika', 279, [s(50, 'g')]),
  g('Black Peppercorns', 'فلفل أسود حب', 'Poivre noir en grains', 'spices', 'peppercorns', 399, [s(100, 'g')]),
  g('Zaatar Blend', 'خلطة زعتر', 'Mélange zaatar', 'spices', 'zaatar', 349, [s(100, 'g')]),
  g('Sea Salt', 'ملح البحر', 'Sel de mer', 'spices', 'sea-salt', 199, [s(500, 'g')]),
  g(
    'Wildflower Honey',
    'عسل الزهور البرية',
    'Miel de fleurs sauvages',
    'breakfast-cereals',
    'honey',
    899,
    [s(500, 'g')],
    { organic: true },
  ),
  g('Strawberry Jam', 'مربى الفراولة', 'Confiture de fraises', 'breakfast-cereals', 'jam', 399, [s(370, 'g')]),
  g(
    'Peanut Butter',
    'زبدة الفول السوداني',
    'Beurre de cacahuète',
    'breakfast-cereals',
    'peanut-butter',
    449,
    [s(340, 'g')],
    { organic: true },
  ),
  g(
    'Hazelnut Cocoa Spread',
    'كريمة البندق بالكاكاو',
    'Pâte à tartiner noisettes et cacao',
    'breakfast-cereals',
    'hazelnut-spread',
    549,
    [s(400, 'g')],
  ),
  g('Corn Flakes', 'رقائق الذرة', 'Pétales de maïs', 'breakfast-cereals', 'corn-flakes', 399, [s(500, 'g')]),
  g('Crunchy Granola', 'غرانولا مقرمشة', 'Granola croustillant', 'breakfast-cereals', 'granola', 549, [s(500, 'g')], {
    organic: true,
  }),
  // Frozen
  g('Frozen Peas', 'بازلاء مجمدة', 'Petits pois surgelés', 'frozen', 'frozen-peas', 249, [s(1, 'kg')]),
  g('Frozen Mixed Berries', 'توت مشكل مجمد', 'Fruits rouges surgelés', 'frozen', 'frozen-berries', 599, [s(500, 'g')], {
    organic: true,
  }),
  g('Margherita Pizza (Frozen)', 'بيتزا مارغريتا مجمدة', 'Pizza margherita surgelée', 'frozen', 'frozen-pizza', 549, [
    s(400, 'g'),
  ]),
  g('Vanilla Ice Cream', 'آيس كريم بالفانيليا', 'Crème glacée à la vanille', 'frozen', 'ice-cream-tub', 599, [
    s(1, 'l'),
  ]),
  g('Frozen French Fries', 'بطاطس مقلية مجمدة', 'Frites surgelées', 'frozen', 'frozen-fries', 349, [s(1, 'kg')]),
  g('Vegetable Dumplings', 'زلابية الخضار', 'Raviolis chinois aux légumes', 'frozen', 'frozen-dumplings', 699, [
    s(600, 'g'),
  ]),
  // Household
  g('Dishwashing Liquid', 'سائل غسيل الصحون', 'Liquide vaisselle', 'household', 'dish-soap', 329, [s(750, 'ml')], {
    variant: 'colour',
  }),
  g('Laundry Detergent', 'منظف الغسيل', 'Lessive liquide', 'household', 'detergent', 1299, [s(2, 'l')]),
  g('Paper Towels', 'مناديل ورقية للمطبخ', 'Essuie-tout', 'household', 'paper-towels', 799, [s(6, 'pcs')]),
  g('Toilet Paper', 'ورق تواليت', 'Papier toilette', 'household', 'toilet-paper', 899, [s(12, 'pcs')]),
  g('All-Purpose Cleaner', 'منظف متعدد الاستخدامات', 'Nettoyant multi-usage', 'household', 'spray-cleaner', 449, [
    s(750, 'ml'),
  ]),
  g('Trash Bags', 'أكياس قمامة', 'Sacs poubelle', 'household', 'trash-bags', 599, [s(30, 'pcs')]),
  g(
    'Reusable Shopping Bag',
    'حقيبة تسوق قابلة لإعادة الاستخدام',
    'Sac de courses réutilisable',
    'household',
    'tote-bag',
    199,
    [s(1, 'pcs')],
    { variant: 'colour' },
  ),
  // Personal care
  g('Hand Soap', 'صابون لليدين', 'Savon pour les mains', 'personal-care', 'hand-soap', 349, [s(300, 'ml')], {
    variant: 'colour',
  }),
  g('Shampoo', 'شامبو', 'Shampooing', 'personal-care', 'shampoo', 599, [s(400, 'ml')]),
  g('Toothpaste', 'معجون أسنان', 'Dentifrice', 'personal-care', 'toothpaste', 299, [s(100, 'ml')]),
  g('Body Lotion', 'لوشن للجسم', 'Lait corporel', 'personal-care', 'lotion', 749, [s(400, 'ml')]),
  g('Cotton Pads', 'أقراص قطنية', 'Cotons démaquillants', 'personal-care', 'cotton-pads', 249, [s(80, 'pcs')]),
]

export const organicWord: L10n = t('Organic', 'عضوي', 'bio')

/** Fictional brands (no real trademarks). */
export const brandNames = [
  'Green Valley',
  'Sunny Acres',
  'Blue Harbor',
  'Golden Grain',
  'Alpine Spring',
  'Maple Creek',
  'Olive Grove',
  'Urban Bakehouse',
  'Crisp Kettle',
  'Nordic Meadow',
  'Casa Verde',
  'Red Orchard',
  'Happy Hen',
  'Ocean Catch',
  'Spice Route',
  'Cedar Hill',
]

/** What each brand's round logo shows: something it makes. */
export const brandMotifs: Record<string, Motif> = {
  'Green Valley': 'broccoli',
  'Sunny Acres': 'milk',
  'Blue Harbor': 'whole-fish',
  'Golden Grain': 'sourdough',
  'Alpine Spring': 'water-bottle',
  'Maple Creek': 'corn-flakes',
  'Olive Grove': 'olive-oil',
  'Urban Bakehouse': 'croissant',
  'Crisp Kettle': 'crisps',
  'Nordic Meadow': 'cheese',
  'Casa Verde': 'spray-cleaner',
  'Red Orchard': 'apple',
  'Happy Hen': 'eggs',
  'Ocean Catch': 'shrimp',
  'Spice Route': 'paprika',
  'Cedar Hill': 'ground-coffee',
}

/** Which brands make what (by category). */
export const brandCategories: Record<string, string[]> = {
  'Green Valley': ['vegetables', 'fruits', 'herbs', 'frozen'],
  'Sunny Acres': ['milk', 'yogurt', 'eggs', 'cheese'],
  'Blue Harbor': ['fish', 'canned'],
  'Golden Grain': ['pasta-rice', 'bakery', 'breakfast-cereals'],
  'Alpine Spring': ['water', 'juice'],
  'Maple Creek': ['breakfast-cereals', 'snacks'],
  'Olive Grove': ['oils-sauces', 'spices', 'canned'],
  'Urban Bakehouse': ['bakery'],
  'Crisp Kettle': ['snacks'],
  'Nordic Meadow': ['milk', 'cheese', 'frozen'],
  'Casa Verde': ['household', 'personal-care'],
  'Red Orchard': ['juice', 'fruits', 'breakfast-cereals'],
  'Happy Hen': ['eggs', 'meat'],
  'Ocean Catch': ['fish', 'frozen'],
  'Spice Route': ['spices', 'coffee-tea', 'pasta-rice'],
  'Cedar Hill': ['coffee-tea', 'soft-drinks', 'household'],
}
