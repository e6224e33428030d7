// The misspellings the recall benchmark (search-recall.ts) searches the seeded demo marketplace for: what customers
// really type (a letter dropped, doubled or swapped, a phonetic spelling, no accents, another Arabic letter form),
// each with what they mean.

export interface Misspelling {
  /** What the customer types. */
  term: string
  lang: 'en' | 'fr' | 'ar'
  /** What the slip is, for the report. */
  slip: string
  /** The shop the customer means: its English name. */
  shop?: string
  /**
   * The products the customer means: those whose English title holds `title`, or whose category's English title holds
   * `category` (accents and case aside). One such product on the first page is enough.
   */
  product?: { title?: string; category?: string }
}

export const misspellings: Misspelling[] = [
  // English
  {
    term: 'piza',
    lang: 'en',
    slip: 'double letter dropped',
    shop: 'Basil & Brick Pizzeria',
    product: { title: 'pizza' },
  },
  { term: 'sushu', lang: 'en', slip: 'neighbouring key', shop: 'Sakura Sushi Bar', product: { category: 'sushi' } },
  { term: 'burgr', lang: 'en', slip: 'vowel dropped', shop: 'Smash Street Burgers', product: { title: 'burger' } },
  { term: 'chiken', lang: 'en', slip: 'letter dropped', product: { title: 'chicken' } },
  { term: 'shwarma', lang: 'en', slip: 'vowel dropped', shop: 'Zaytoun Shawarma', product: { title: 'shawarma' } },
  { term: 'falafal', lang: 'en', slip: 'phonetic vowel', product: { title: 'falafel' } },
  { term: 'humus', lang: 'en', slip: 'double letter dropped', product: { title: 'hummus' } },
  { term: 'spagetti', lang: 'en', slip: 'letter dropped', product: { title: 'spaghetti' } },
  { term: 'peperoni', lang: 'en', slip: 'double letter dropped', product: { title: 'pepperoni' } },
  { term: 'margarita pizza', lang: 'en', slip: 'phonetic spelling', product: { title: 'margherita' } },
  { term: 'expresso', lang: 'en', slip: 'common confusion', product: { title: 'espresso' } },
  { term: 'cappucino', lang: 'en', slip: 'double letter dropped', product: { title: 'cappuccino' } },
  { term: 'crossant', lang: 'en', slip: 'letter dropped', product: { title: 'croissant' } },
  { term: 'avacado', lang: 'en', slip: 'phonetic vowel', product: { title: 'avocado' } },
  { term: 'brocoli', lang: 'en', slip: 'double letter dropped', product: { title: 'broccoli' } },
  { term: 'bannana', lang: 'en', slip: 'double letter added', product: { title: 'banana' } },
  { term: 'yoghurt', lang: 'en', slip: 'British spelling', product: { title: 'yogurt' } },
  { term: 'tomatoe', lang: 'en', slip: 'letter added', product: { title: 'tomato' } },
  { term: 'guacamloe', lang: 'en', slip: 'letters swapped', product: { title: 'guacamole' } },
  { term: 'quesadila', lang: 'en', slip: 'double letter dropped', product: { title: 'quesadilla' } },
  { term: 'sandwhich', lang: 'en', slip: 'letter added', product: { title: 'sandwich' } },
  {
    term: 'ramn',
    lang: 'en',
    slip: 'vowel dropped (short word)',
    shop: 'Tokyo Ramen Lab',
    product: { title: 'ramen' },
  },
  { term: 'pad thia', lang: 'en', slip: 'letters swapped (short word)', product: { title: 'pad thai' } },
  { term: 'biriyani', lang: 'en', slip: 'letter added', product: { title: 'biryani' } },
  { term: 'tikka masla', lang: 'en', slip: 'vowel dropped', product: { title: 'tikka masala' } },
  { term: 'cheezburger', lang: 'en', slip: 'phonetic spelling', product: { title: 'cheeseburger' } },
  { term: 'seafod', lang: 'en', slip: 'double letter dropped', shop: 'Harbor Catch Seafood' },
  { term: 'butchr', lang: 'en', slip: 'vowel dropped', shop: 'Prime Cuts Butchery' },
  // French
  { term: 'pates', lang: 'fr', slip: 'no accent (pâtes)', product: { category: 'pasta' } },
  { term: 'epicerie', lang: 'fr', slip: 'no accent (épicerie)', shop: 'Corner Pantry' },
  { term: 'supermarche', lang: 'fr', slip: 'no accent (supermarché)', shop: 'Capitol Supermarket' },
  { term: 'bouchrie', lang: 'fr', slip: 'letter dropped', shop: 'Prime Cuts Butchery' },
  { term: 'poullet', lang: 'fr', slip: 'double letter added', product: { title: 'chicken' } },
  { term: 'legumes', lang: 'fr', slip: 'no accent (légumes)', product: { title: 'vegetable', category: 'vegetables' } },
  { term: 'champinons', lang: 'fr', slip: 'letter dropped', product: { title: 'mushroom' } },
  { term: 'oeufs', lang: 'fr', slip: 'no ligature (œufs)', product: { title: 'egg' } },
  { term: 'frommage', lang: 'fr', slip: 'double letter added', product: { title: 'cheese' } },
  { term: 'the vert', lang: 'fr', slip: 'no accent (thé vert)', product: { title: 'green tea' } },
  { term: 'boulengerie', lang: 'fr', slip: 'phonetic vowel, no accent', product: { category: 'bakery' } },
  {
    term: 'creme glacee vanille',
    lang: 'fr',
    slip: 'no accents (crème glacée)',
    product: { title: 'vanilla ice cream' },
  },
  // Arabic
  { term: 'بيتزه', lang: 'ar', slip: 'final ه for ا', product: { title: 'pizza' } },
  {
    term: 'برجر',
    lang: 'ar',
    slip: 'ج for غ (short word)',
    shop: 'Smash Street Burgers',
    product: { title: 'burger' },
  },
  { term: 'سوشى', lang: 'ar', slip: 'ى for ي', shop: 'Sakura Sushi Bar' },
  { term: 'شاورمه', lang: 'ar', slip: 'final ه for ا', shop: 'Zaytoun Shawarma' },
  { term: 'حُمّص', lang: 'ar', slip: 'with diacritics', product: { title: 'hummus' } },
  { term: 'كنافه', lang: 'ar', slip: 'ه for ة', product: { title: 'knafeh' } },
  { term: 'لبنانى', lang: 'ar', slip: 'no article, ى for ي', shop: 'Cedars Lebanese Kitchen' },
  { term: 'ملحمه', lang: 'ar', slip: 'ه for ة', shop: 'Prime Cuts Butchery' },
  { term: 'ارز بسمتى', lang: 'ar', slip: 'ا for أ, ى for ي', product: { title: 'basmati rice' } },
  { term: 'مارجريتا', lang: 'ar', slip: 'ج for غ', product: { title: 'margherita' } },
]
