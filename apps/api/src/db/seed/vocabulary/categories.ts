import type { Motif } from '../images.ts'
import { t, type L10n } from './l10n.ts'

export interface CategoryDef {
  key: string
  title: L10n
  motif: Motif
  keywords: string
  /** Sub-categories hang under a main one. */
  children?: CategoryDef[]
}

/** Shop categories (`categories.type = 'shop'`): what a shop is, for the home filters. */
export const shopCategoryDefs: CategoryDef[] = [
  { key: 'pizza', title: t('Pizza', 'بيتزا', 'Pizza'), motif: 'pizza', keywords: 'pizza,italian' },
  { key: 'burgers', title: t('Burgers', 'برغر', 'Burgers'), motif: 'burger', keywords: 'burger,fast food' },
  {
    key: 'middle-eastern',
    title: t('Middle Eastern', 'شرق أوسطي', 'Moyen-Orient'),
    motif: 'wrap',
    keywords: 'shawarma,falafel,lebanese',
  },
  { key: 'asian', title: t('Asian', 'آسيوي', 'Asiatique'), motif: 'maki', keywords: 'sushi,thai,noodles,korean' },
  { key: 'mexican', title: t('Mexican', 'مكسيكي', 'Mexicain'), motif: 'taco', keywords: 'tacos,burrito' },
  { key: 'indian', title: t('Indian', 'هندي', 'Indien'), motif: 'chicken-curry', keywords: 'curry,biryani' },
  { key: 'healthy', title: t('Healthy', 'صحي', 'Healthy'), motif: 'buddha-bowl', keywords: 'salad,vegan,bowl' },
  { key: 'desserts', title: t('Desserts', 'حلويات', 'Desserts'), motif: 'cupcake', keywords: 'cake,ice cream' },
  {
    key: 'coffee',
    title: t('Coffee & Bakery', 'قهوة ومخبوزات', 'Café et boulangerie'),
    motif: 'cappuccino',
    keywords: 'coffee,bakery,breakfast',
  },
  {
    key: 'grill',
    title: t('Grill & BBQ', 'مشاوي', 'Grillades et barbecue'),
    motif: 'steak',
    keywords: 'bbq,steak,grill',
  },
  {
    key: 'seafood',
    title: t('Seafood', 'مأكولات بحرية', 'Fruits de mer'),
    motif: 'whole-fish',
    keywords: 'fish,seafood',
  },
  {
    key: 'supermarket',
    title: t('Supermarket', 'سوبرماركت', 'Supermarché'),
    motif: 'grocery-bag',
    keywords: 'grocery,supermarket',
  },
  { key: 'organic', title: t('Organic', 'عضوي', 'Bio'), motif: 'carrot', keywords: 'organic,farm' },
  {
    key: 'convenience',
    title: t('Convenience', 'بقالة', 'Épicerie de proximité'),
    motif: 'crisps',
    keywords: 'convenience,store',
  },
  {
    key: 'butcher',
    title: t('Butcher & Fishmonger', 'ملحمة وسمك', 'Boucherie et poissonnerie'),
    motif: 'raw-steak',
    keywords: 'meat,fish',
  },
]

/** Product categories (`main`, with `sub` children). */
export const productCategoryDefs: CategoryDef[] = [
  // Restaurant menus
  { key: 'starters', title: t('Starters', 'مقبلات', 'Entrées'), motif: 'bruschetta', keywords: 'starter,appetizer' },
  { key: 'salads', title: t('Salads', 'سلطات', 'Salades'), motif: 'greek-salad', keywords: 'salad' },
  { key: 'soups', title: t('Soups', 'شوربات', 'Soupes'), motif: 'tomato-soup', keywords: 'soup' },
  { key: 'pizza', title: t('Pizza', 'بيتزا', 'Pizzas'), motif: 'pizza', keywords: 'pizza' },
  { key: 'pasta', title: t('Pasta', 'معكرونة', 'Pâtes'), motif: 'penne', keywords: 'pasta' },
  { key: 'burgers', title: t('Burgers', 'برغر', 'Burgers'), motif: 'burger', keywords: 'burger' },
  {
    key: 'sandwiches',
    title: t('Wraps & Sandwiches', 'لفائف وسندويشات', 'Wraps et sandwichs'),
    motif: 'wrap',
    keywords: 'wrap,sandwich',
  },
  { key: 'grills', title: t('Grills', 'مشويات', 'Grillades'), motif: 'kofta', keywords: 'grill,kebab' },
  {
    key: 'mains',
    title: t('Main Dishes', 'أطباق رئيسية', 'Plats principaux'),
    motif: 'grilled-chicken',
    keywords: 'main',
  },
  { key: 'sushi', title: t('Sushi & Rolls', 'سوشي ورولز', 'Sushis et makis'), motif: 'maki', keywords: 'sushi,rolls' },
  {
    key: 'noodles',
    title: t('Noodles & Rice', 'نودلز وأرز', 'Nouilles et riz'),
    motif: 'ramen',
    keywords: 'noodles,rice',
  },
  { key: 'curries', title: t('Curries', 'كاري', 'Currys'), motif: 'chicken-curry', keywords: 'curry' },
  {
    key: 'tacos',
    title: t('Tacos & Burritos', 'تاكو وبوريتو', 'Tacos et burritos'),
    motif: 'taco',
    keywords: 'tacos,burrito',
  },
  {
    key: 'seafood-dishes',
    title: t('Seafood Dishes', 'أطباق بحرية', 'Plats de la mer'),
    motif: 'paella',
    keywords: 'seafood',
  },
  {
    key: 'breakfast',
    title: t('Breakfast', 'فطور', 'Petit-déjeuner'),
    motif: 'pancakes',
    keywords: 'breakfast,brunch',
  },
  { key: 'sides', title: t('Sides', 'أطباق جانبية', 'Accompagnements'), motif: 'fries', keywords: 'sides,fries' },
  { key: 'desserts', title: t('Desserts', 'حلويات', 'Desserts'), motif: 'cheesecake', keywords: 'dessert,sweet' },
  { key: 'drinks', title: t('Drinks', 'مشروبات', 'Boissons'), motif: 'lemonade', keywords: 'drinks,beverages' },
  {
    key: 'extras',
    title: t('Sauces & Extras', 'صلصات وإضافات', 'Sauces et suppléments'),
    motif: 'ketchup',
    keywords: 'sauce,extra',
  },
  // Grocery aisles
  {
    key: 'fresh-produce',
    title: t('Fruits & Vegetables', 'فواكه وخضروات', 'Fruits et légumes'),
    motif: 'apple',
    keywords: 'fruit,vegetables,produce',
    children: [
      { key: 'fruits', title: t('Fruits', 'فواكه', 'Fruits'), motif: 'banana', keywords: 'fruit' },
      { key: 'vegetables', title: t('Vegetables', 'خضروات', 'Légumes'), motif: 'carrot', keywords: 'vegetables' },
      { key: 'herbs', title: t('Fresh Herbs', 'أعشاب طازجة', 'Herbes fraîches'), motif: 'basil', keywords: 'herbs' },
    ],
  },
  {
    key: 'dairy',
    title: t('Dairy & Eggs', 'ألبان وبيض', 'Produits laitiers et œufs'),
    motif: 'milk',
    keywords: 'dairy,milk,eggs',
    children: [
      { key: 'milk', title: t('Milk', 'حليب', 'Lait'), motif: 'milk', keywords: 'milk' },
      { key: 'cheese', title: t('Cheese', 'أجبان', 'Fromages'), motif: 'parmesan', keywords: 'cheese' },
      { key: 'yogurt', title: t('Yogurt', 'زبادي', 'Yaourts'), motif: 'yogurt', keywords: 'yogurt' },
      { key: 'eggs', title: t('Eggs & Butter', 'بيض وزبدة', 'Œufs et beurre'), motif: 'eggs', keywords: 'eggs,butter' },
    ],
  },
  { key: 'bakery', title: t('Bakery', 'مخبوزات', 'Boulangerie'), motif: 'sourdough', keywords: 'bread,bakery' },
  {
    key: 'meat-fish',
    title: t('Meat & Fish', 'لحوم وأسماك', 'Viandes et poissons'),
    motif: 'raw-steak',
    keywords: 'meat,fish,poultry',
    children: [
      {
        key: 'meat',
        title: t('Meat & Poultry', 'لحوم ودواجن', 'Viandes et volailles'),
        motif: 'chicken-fillet',
        keywords: 'meat,chicken',
      },
      {
        key: 'fish',
        title: t('Fish & Seafood', 'أسماك ومأكولات بحرية', 'Poissons et fruits de mer'),
        motif: 'raw-salmon',
        keywords: 'fish',
      },
    ],
  },
  {
    key: 'beverages',
    title: t('Beverages', 'مشروبات', 'Boissons'),
    motif: 'water-bottle',
    keywords: 'beverages,water,juice',
    children: [
      { key: 'water', title: t('Water', 'مياه', 'Eaux'), motif: 'water-bottle', keywords: 'water' },
      { key: 'juice', title: t('Juices', 'عصائر', 'Jus'), motif: 'orange-juice-carton', keywords: 'juice' },
      { key: 'soft-drinks', title: t('Soft Drinks', 'مشروبات غازية', 'Sodas'), motif: 'cola', keywords: 'soda' },
      {
        key: 'coffee-tea',
        title: t('Coffee & Tea', 'قهوة وشاي', 'Café et thé'),
        motif: 'ground-coffee',
        keywords: 'coffee,tea',
      },
    ],
  },
  {
    key: 'snacks',
    title: t('Snacks & Sweets', 'وجبات خفيفة وحلويات', 'Snacks et confiseries'),
    motif: 'crisps',
    keywords: 'snacks,chocolate',
  },
  {
    key: 'pantry',
    title: t('Pantry', 'مؤونة', 'Épicerie salée'),
    motif: 'olive-oil',
    keywords: 'pantry,pasta,rice,oil',
    children: [
      {
        key: 'pasta-rice',
        title: t('Pasta, Rice & Grains', 'معكرونة وأرز وحبوب', 'Pâtes, riz et céréales'),
        motif: 'dry-spaghetti',
        keywords: 'pasta,rice',
      },
      {
        key: 'oils-sauces',
        title: t('Oils & Sauces', 'زيوت وصلصات', 'Huiles et sauces'),
        motif: 'olive-oil',
        keywords: 'oil,sauce',
      },
      { key: 'canned', title: t('Canned Food', 'معلبات', 'Conserves'), motif: 'chopped-tomatoes', keywords: 'canned' },
      { key: 'spices', title: t('Spices', 'بهارات', 'Épices'), motif: 'paprika', keywords: 'spices' },
      {
        key: 'breakfast-cereals',
        title: t('Breakfast & Spreads', 'فطور ودهون', 'Petit-déjeuner et pâtes à tartiner'),
        motif: 'honey',
        keywords: 'cereal,honey,jam',
      },
    ],
  },
  { key: 'frozen', title: t('Frozen', 'مجمدات', 'Surgelés'), motif: 'frozen-peas', keywords: 'frozen' },
  {
    key: 'household',
    title: t('Household', 'منظفات ومنزل', 'Entretien de la maison'),
    motif: 'spray-cleaner',
    keywords: 'cleaning,household',
  },
  {
    key: 'personal-care',
    title: t('Personal Care', 'عناية شخصية', 'Hygiène et beauté'),
    motif: 'hand-soap',
    keywords: 'care,soap',
  },
]

/** Recipe categories (`receipt`). */
export const recipeCategoryDefs: CategoryDef[] = [
  { key: 'r-breakfast', title: t('Breakfast', 'فطور', 'Petit-déjeuner'), motif: 'shakshuka', keywords: 'breakfast' },
  { key: 'r-salads', title: t('Salads', 'سلطات', 'Salades'), motif: 'greek-salad', keywords: 'salad' },
  { key: 'r-pasta', title: t('Pasta', 'معكرونة', 'Pâtes'), motif: 'spaghetti', keywords: 'pasta' },
  { key: 'r-soups', title: t('Soups', 'شوربات', 'Soupes'), motif: 'lentil-soup', keywords: 'soup' },
  { key: 'r-desserts', title: t('Desserts', 'حلويات', 'Desserts'), motif: 'mug-cake', keywords: 'dessert' },
  {
    key: 'r-mains',
    title: t('Family Dinners', 'عشاء عائلي', 'Dîners en famille'),
    motif: 'roast-chicken',
    keywords: 'dinner',
  },
]

/** Career categories (`career`). */
export const careerCategoryDefs: CategoryDef[] = [
  { key: 'c-delivery', title: t('Delivery', 'التوصيل', 'Livraison'), motif: 'scooter', keywords: 'courier' },
  { key: 'c-operations', title: t('Operations', 'العمليات', 'Opérations'), motif: 'parcel', keywords: 'operations' },
  { key: 'c-technology', title: t('Technology', 'التقنية', 'Technologie'), motif: 'star', keywords: 'engineering' },
]
