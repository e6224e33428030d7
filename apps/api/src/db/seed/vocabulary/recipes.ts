import type { FoodMotif } from '../images.ts'
import { t, type L10n } from './l10n.ts'

export interface RecipeDef {
  title: L10n
  description: L10n
  category: string
  motif: FoodMotif
  /** English titles of grocery items (grocery.ts) whose stocks the recipe links to. */
  products: string[]
  ingredients: { en: string[]; ar: string[]; fr: string[] }
  steps: { en: string[]; ar: string[]; fr: string[] }
  activeTime: string
  totalTime: string
  calories: number
  servings: number
  discount?: { type: 'fix' | 'percent'; price: number }
}

export const recipeDefs: RecipeDef[] = [
  {
    title: t('Shakshuka with Feta', 'شكشوكة بالفيتا', 'Chakchouka à la feta'),
    description: t(
      'Eggs gently poached in a spiced tomato and pepper sauce.',
      'بيض مطهو بهدوء في صلصة طماطم وفلفل متبّلة.',
      'Des œufs pochés dans une sauce tomate et poivron épicée.',
    ),
    category: 'r-breakfast',
    motif: 'shakshuka',
    products: ['Free-Range Eggs', 'Tomatoes', 'Red Bell Peppers', 'Feta Cheese', 'Ground Cumin'],
    ingredients: {
      en: ['4 eggs', '4 ripe tomatoes', '1 red bell pepper', '80 g feta', '1 tsp ground cumin', '2 tbsp olive oil'],
      ar: [
        '٤ بيضات',
        '٤ حبات طماطم ناضجة',
        'حبة فلفل أحمر حلو',
        '٨٠ غ جبنة فيتا',
        'ملعقة صغيرة كمون مطحون',
        'ملعقتان كبيرتان زيت زيتون',
      ],
      fr: [
        '4 œufs',
        '4 tomates mûres',
        '1 poivron rouge',
        '80 g de feta',
        '1 c. à café de cumin moulu',
        '2 c. à soupe d’huile d’olive',
      ],
    },
    steps: {
      en: [
        'Soften the sliced pepper in olive oil with the cumin.',
        'Add the chopped tomatoes and simmer for 10 minutes.',
        'Make four wells, crack in the eggs, cover and cook until the whites set.',
        'Crumble the feta on top and serve with bread.',
      ],
      ar: [
        'قلّب شرائح الفلفل في زيت الزيتون مع الكمون حتى تلين.',
        'أضف الطماطم المقطعة واتركها تغلي بهدوء ١٠ دقائق.',
        'اصنع أربع حفر واكسر فيها البيض، ثم غطِّ المقلاة حتى يتماسك البياض.',
        'فتّت الفيتا على الوجه وقدّمها مع الخبز.',
      ],
      fr: [
        'Faites revenir le poivron émincé dans l’huile d’olive avec le cumin.',
        'Ajoutez les tomates concassées et laissez mijoter 10 minutes.',
        'Creusez quatre puits, cassez-y les œufs, couvrez et laissez prendre les blancs.',
        'Émiettez la feta et servez avec du pain.',
      ],
    },
    activeTime: '15 min',
    totalTime: '30 min',
    calories: 320,
    servings: 2,
  },
  {
    title: t('Classic Greek Salad', 'سلطة يونانية كلاسيكية', 'Salade grecque classique'),
    description: t(
      'Crisp vegetables, olives and a slab of feta.',
      'خضار مقرمشة وزيتون وقطعة من الفيتا.',
      'Des légumes croquants, des olives et un bloc de feta.',
    ),
    category: 'r-salads',
    motif: 'greek-salad',
    products: ['Cucumbers', 'Tomatoes', 'Feta Cheese', 'Extra Virgin Olive Oil', 'Yellow Onions'],
    ingredients: {
      en: ['2 cucumbers', '3 tomatoes', '1 small onion', '150 g feta', '3 tbsp olive oil', 'Dried oregano'],
      ar: ['حبتا خيار', '٣ حبات طماطم', 'بصلة صغيرة', '١٥٠ غ فيتا', '٣ ملاعق كبيرة زيت زيتون', 'زعتر بري مجفف'],
      fr: [
        '2 concombres',
        '3 tomates',
        '1 petit oignon',
        '150 g de feta',
        '3 c. à soupe d’huile d’olive',
        'Origan séché',
      ],
    },
    steps: {
      en: ['Cut the vegetables into large chunks.', 'Place the feta on top, drizzle with oil and sprinkle oregano.'],
      ar: ['قطّع الخضار قطعًا كبيرة.', 'ضع الفيتا فوقها ورشّ زيت الزيتون والزعتر البري.'],
      fr: ['Coupez les légumes en gros morceaux.', 'Posez la feta dessus, arrosez d’huile et saupoudrez d’origan.'],
    },
    activeTime: '10 min',
    totalTime: '10 min',
    calories: 280,
    servings: 2,
  },
  {
    title: t('Spaghetti al Pomodoro', 'سباغيتي بالطماطم', 'Spaghetti al pomodoro'),
    description: t(
      'The simplest tomato pasta, ready in twenty minutes.',
      'أبسط طبق معكرونة بالطماطم، جاهز خلال عشرين دقيقة.',
      'Les pâtes à la tomate les plus simples, prêtes en vingt minutes.',
    ),
    category: 'r-pasta',
    motif: 'spaghetti',
    products: ['Spaghetti', 'Tomato Passata', 'Garlic', 'Fresh Basil', 'Parmesan Wedge'],
    ingredients: {
      en: ['400 g spaghetti', '700 g passata', '2 garlic cloves', 'A handful of basil', 'Grated parmesan'],
      ar: ['٤٠٠ غ سباغيتي', '٧٠٠ غ صلصة طماطم', 'فصّا ثوم', 'حفنة ريحان', 'بارميزان مبشور'],
      fr: ['400 g de spaghetti', '700 g de passata', '2 gousses d’ail', 'Une poignée de basilic', 'Parmesan râpé'],
    },
    steps: {
      en: [
        'Cook the garlic gently in olive oil, add the passata and simmer 15 minutes.',
        'Boil the pasta, toss it in the sauce with basil and serve with parmesan.',
      ],
      ar: [
        'اطهُ الثوم بهدوء في زيت الزيتون، ثم أضف صلصة الطماطم واتركها ١٥ دقيقة.',
        'اسلق المعكرونة وقلّبها في الصلصة مع الريحان وقدّمها مع البارميزان.',
      ],
      fr: [
        'Faites revenir doucement l’ail dans l’huile, ajoutez la passata et laissez mijoter 15 minutes.',
        'Faites cuire les pâtes, mélangez-les à la sauce avec le basilic et servez avec le parmesan.',
      ],
    },
    activeTime: '10 min',
    totalTime: '25 min',
    calories: 520,
    servings: 4,
    discount: { type: 'percent', price: 10 },
  },
  {
    title: t('Red Lentil Soup', 'شوربة العدس الأحمر', 'Soupe de lentilles corail'),
    description: t(
      'A warming, lemony soup made with pantry staples.',
      'شوربة دافئة بنكهة الليمون من مكونات المطبخ الأساسية.',
      'Une soupe réconfortante et citronnée, faite avec des basiques du placard.',
    ),
    category: 'r-soups',
    motif: 'lentil-soup',
    products: ['Red Lentils', 'Carrots', 'Yellow Onions', 'Ground Cumin', 'Lemons'],
    ingredients: {
      en: ['250 g red lentils', '1 carrot', '1 onion', '1 tsp cumin', '1 lemon', '1.2 L water'],
      ar: ['٢٥٠ غ عدس أحمر', 'حبة جزر', 'بصلة', 'ملعقة صغيرة كمون', 'ليمونة', '١٫٢ لتر ماء'],
      fr: ['250 g de lentilles corail', '1 carotte', '1 oignon', '1 c. à café de cumin', '1 citron', '1,2 L d’eau'],
    },
    steps: {
      en: [
        'Soften the onion and carrot, add cumin, lentils and water.',
        'Simmer 25 minutes, blend smooth and finish with lemon juice.',
      ],
      ar: [
        'قلّب البصل والجزر حتى يلينا، ثم أضف الكمون والعدس والماء.',
        'اتركها تغلي ٢٥ دقيقة ثم اخلطها حتى تنعم وأضف عصير الليمون.',
      ],
      fr: [
        'Faites fondre l’oignon et la carotte, ajoutez le cumin, les lentilles et l’eau.',
        'Laissez cuire 25 minutes, mixez et terminez avec le jus de citron.',
      ],
    },
    activeTime: '10 min',
    totalTime: '40 min',
    calories: 260,
    servings: 4,
  },
  {
    title: t('Berry Yogurt Parfait', 'بارفيه الزبادي بالتوت', 'Parfait au yaourt et aux fruits rouges'),
    description: t(
      'Layers of yogurt, granola and berries.',
      'طبقات من الزبادي والغرانولا والتوت.',
      'Des couches de yaourt, de granola et de fruits rouges.',
    ),
    category: 'r-desserts',
    motif: 'parfait',
    products: ['Greek Yogurt', 'Crunchy Granola', 'Blueberries', 'Strawberries', 'Wildflower Honey'],
    ingredients: {
      en: ['400 g Greek yogurt', '100 g granola', '125 g blueberries', '150 g strawberries', '2 tbsp honey'],
      ar: ['٤٠٠ غ زبادي يوناني', '١٠٠ غ غرانولا', '١٢٥ غ توت أزرق', '١٥٠ غ فراولة', 'ملعقتان كبيرتان عسل'],
      fr: [
        '400 g de yaourt grec',
        '100 g de granola',
        '125 g de myrtilles',
        '150 g de fraises',
        '2 c. à soupe de miel',
      ],
    },
    steps: {
      en: ['Layer yogurt, fruit and granola in glasses.', 'Drizzle with honey just before serving.'],
      ar: ['رتّب الزبادي والفواكه والغرانولا طبقات في الأكواب.', 'اسكب العسل على الوجه قبل التقديم مباشرة.'],
      fr: ['Alternez yaourt, fruits et granola dans des verres.', 'Arrosez de miel juste avant de servir.'],
    },
    activeTime: '5 min',
    totalTime: '5 min',
    calories: 340,
    servings: 2,
    discount: { type: 'fix', price: 100 },
  },
  {
    title: t('Lemon Herb Roast Chicken', 'دجاج مشوي بالليمون والأعشاب', 'Poulet rôti au citron et aux herbes'),
    description: t(
      'A Sunday roast with crispy potatoes.',
      'دجاج مشوي ليوم العطلة مع بطاطس مقرمشة.',
      'Le rôti du dimanche et ses pommes de terre croustillantes.',
    ),
    category: 'r-mains',
    motif: 'roast-chicken',
    products: ['Whole Chicken', 'Lemons', 'Potatoes', 'Garlic', 'Flat-Leaf Parsley'],
    ingredients: {
      en: [
        '1 whole chicken (1.5 kg)',
        '2 lemons',
        '1 kg potatoes',
        '1 head of garlic',
        'Parsley',
        'Olive oil, salt and pepper',
      ],
      ar: ['دجاجة كاملة (١٫٥ كغ)', 'حبتا ليمون', '١ كغ بطاطس', 'رأس ثوم', 'بقدونس', 'زيت زيتون وملح وفلفل'],
      fr: [
        '1 poulet entier (1,5 kg)',
        '2 citrons',
        '1 kg de pommes de terre',
        '1 tête d’ail',
        'Persil',
        'Huile d’olive, sel et poivre',
      ],
    },
    steps: {
      en: [
        'Stuff the chicken with lemon and garlic, rub with oil and season.',
        'Roast at 200 °C for 80 minutes with the potatoes around it.',
        'Rest 10 minutes and scatter parsley before carving.',
      ],
      ar: [
        'احشُ الدجاجة بالليمون والثوم وادهنها بالزيت وتبّلها.',
        'اشوِها على حرارة ٢٠٠ درجة مدة ٨٠ دقيقة مع البطاطس حولها.',
        'اتركها ١٠ دقائق ورشّ البقدونس قبل التقطيع.',
      ],
      fr: [
        'Farcissez le poulet de citron et d’ail, huilez-le et assaisonnez.',
        'Rôtissez 80 minutes à 200 °C avec les pommes de terre autour.',
        'Laissez reposer 10 minutes et parsemez de persil avant de découper.',
      ],
    },
    activeTime: '20 min',
    totalTime: '1 h 50 min',
    calories: 610,
    servings: 4,
  },
  {
    title: t('Avocado Toast with Egg', 'توست الأفوكادو مع البيض', 'Tartine d’avocat et œuf'),
    description: t(
      'Creamy avocado on sourdough with a soft egg.',
      'أفوكادو كريمي على خبز العجين المخمر مع بيضة طرية.',
      'Avocat crémeux sur pain au levain et œuf mollet.',
    ),
    category: 'r-breakfast',
    motif: 'avocado-egg-toast',
    products: ['Hass Avocados', 'Sourdough Loaf', 'Free-Range Eggs', 'Lemons', 'Sea Salt'],
    ingredients: {
      en: ['2 slices sourdough', '1 avocado', '2 eggs', 'Lemon juice', 'Sea salt and chilli flakes'],
      ar: ['شريحتا خبز مخمر', 'حبة أفوكادو', 'بيضتان', 'عصير ليمون', 'ملح البحر ورقائق الفلفل الحار'],
      fr: ['2 tranches de pain au levain', '1 avocat', '2 œufs', 'Jus de citron', 'Sel de mer et piment en flocons'],
    },
    steps: {
      en: [
        'Toast the bread and mash the avocado with lemon and salt.',
        'Boil the eggs for 6 minutes, peel, halve and place on top.',
      ],
      ar: ['حمّص الخبز واهرس الأفوكادو مع الليمون والملح.', 'اسلق البيض ٦ دقائق ثم قشّره واقسمه نصفين وضعه فوق التوست.'],
      fr: [
        'Faites griller le pain et écrasez l’avocat avec le citron et le sel.',
        'Cuisez les œufs 6 minutes, écalez-les, coupez-les en deux et posez-les dessus.',
      ],
    },
    activeTime: '10 min',
    totalTime: '12 min',
    calories: 430,
    servings: 2,
  },
  {
    title: t('Chickpea & Spinach Curry', 'كاري الحمص والسبانخ', 'Curry de pois chiches aux épinards'),
    description: t(
      'A fragrant vegetarian curry with coconut milk.',
      'كاري نباتي عطِر بحليب جوز الهند.',
      'Un curry végétarien parfumé au lait de coco.',
    ),
    category: 'r-mains',
    motif: 'chickpea-curry',
    products: ['Chickpeas', 'Baby Spinach', 'Coconut Milk', 'Chopped Tomatoes', 'Basmati Rice'],
    ingredients: {
      en: [
        '2 cans chickpeas',
        '150 g baby spinach',
        '400 ml coconut milk',
        '400 g chopped tomatoes',
        'Curry spices',
        'Basmati rice to serve',
      ],
      ar: [
        'علبتا حمص',
        '١٥٠ غ سبانخ صغيرة',
        '٤٠٠ مل حليب جوز الهند',
        '٤٠٠ غ طماطم مقطعة',
        'بهارات الكاري',
        'أرز بسمتي للتقديم',
      ],
      fr: [
        '2 boîtes de pois chiches',
        '150 g de pousses d’épinards',
        '400 ml de lait de coco',
        '400 g de tomates concassées',
        'Épices à curry',
        'Riz basmati pour servir',
      ],
    },
    steps: {
      en: [
        'Fry the spices, add tomatoes, coconut milk and chickpeas.',
        'Simmer 15 minutes, stir in the spinach until wilted and serve with rice.',
      ],
      ar: [
        'حمّص البهارات ثم أضف الطماطم وحليب جوز الهند والحمص.',
        'اتركه يغلي ١٥ دقيقة وأضف السبانخ حتى تذبل وقدّمه مع الأرز.',
      ],
      fr: [
        'Faites revenir les épices, ajoutez tomates, lait de coco et pois chiches.',
        'Laissez mijoter 15 minutes, incorporez les épinards et servez avec le riz.',
      ],
    },
    activeTime: '15 min',
    totalTime: '35 min',
    calories: 480,
    servings: 4,
    discount: { type: 'percent', price: 15 },
  },
  {
    title: t('Pan-Seared Salmon with Greens', 'سلمون محمّر مع الخضار', 'Saumon poêlé et légumes verts'),
    description: t(
      'Crisp-skinned salmon with broccoli and lemon.',
      'سلمون بجلد مقرمش مع البروكلي والليمون.',
      'Saumon à la peau croustillante, brocoli et citron.',
    ),
    category: 'r-mains',
    motif: 'salmon-fillet',
    products: ['Atlantic Salmon Fillet', 'Broccoli', 'Lemons', 'Garlic'],
    ingredients: {
      en: ['2 salmon fillets', '1 head of broccoli', '1 lemon', '2 garlic cloves', 'Olive oil'],
      ar: ['قطعتا فيليه سلمون', 'رأس بروكلي', 'ليمونة', 'فصّا ثوم', 'زيت زيتون'],
      fr: ['2 pavés de saumon', '1 brocoli', '1 citron', '2 gousses d’ail', 'Huile d’olive'],
    },
    steps: {
      en: [
        'Sear the salmon skin-side down for 5 minutes, flip and cook 2 more.',
        'Sauté the broccoli with garlic and finish everything with lemon.',
      ],
      ar: [
        'حمّر السلمون على جهة الجلد ٥ دقائق ثم اقلبه دقيقتين أخريين.',
        'قلّب البروكلي مع الثوم وأضف الليمون في النهاية.',
      ],
      fr: [
        'Saisissez le saumon côté peau 5 minutes, retournez-le et cuisez encore 2 minutes.',
        'Faites sauter le brocoli à l’ail et arrosez le tout de citron.',
      ],
    },
    activeTime: '15 min',
    totalTime: '20 min',
    calories: 450,
    servings: 2,
  },
  {
    title: t('Dark Chocolate Mug Cake', 'كيك الشوكولاتة الداكنة في الكوب', 'Mug cake au chocolat noir'),
    description: t(
      'A two-minute dessert for chocolate emergencies.',
      'حلوى في دقيقتين لحالات الاشتياق للشوكولاتة.',
      'Un dessert express pour les urgences chocolatées.',
    ),
    category: 'r-desserts',
    motif: 'mug-cake',
    products: ['Dark Chocolate 70%', 'Free-Range Eggs', 'Unsalted Butter', 'Whole Milk'],
    ingredients: {
      en: ['40 g dark chocolate', '1 egg', '20 g butter', '2 tbsp milk', '2 tbsp flour', '1 tbsp sugar'],
      ar: [
        '٤٠ غ شوكولاتة داكنة',
        'بيضة',
        '٢٠ غ زبدة',
        'ملعقتان كبيرتان حليب',
        'ملعقتان كبيرتان دقيق',
        'ملعقة كبيرة سكر',
      ],
      fr: [
        '40 g de chocolat noir',
        '1 œuf',
        '20 g de beurre',
        '2 c. à soupe de lait',
        '2 c. à soupe de farine',
        '1 c. à soupe de sucre',
      ],
    },
    steps: {
      en: ['Melt chocolate and butter in a mug, whisk in the rest.', 'Microwave for 70 seconds and eat warm.'],
      ar: ['أذِب الشوكولاتة والزبدة في كوب ثم اخفق باقي المكونات.', 'ضعه في المايكروويف ٧٠ ثانية وتناوله دافئًا.'],
      fr: [
        'Faites fondre chocolat et beurre dans un mug, fouettez avec le reste.',
        'Passez 70 secondes au micro-ondes et dégustez tiède.',
      ],
    },
    activeTime: '5 min',
    totalTime: '7 min',
    calories: 450,
    servings: 1,
  },
]
