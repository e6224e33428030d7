import type { Motif } from '../images.ts'
import { t, type L10n } from './l10n.ts'

export interface BannerDef {
  title: L10n
  description: L10n
  button: L10n
  motifs: Motif[]
  /** Index into shopDefs, or none for a marketplace-wide banner. */
  shop?: number
}

export const bannerDefs: BannerDef[] = [
  {
    title: t(
      'Free delivery on your first order',
      'توصيل مجاني لطلبك الأول',
      'Livraison offerte sur votre première commande',
    ),
    description: t(
      'New to Basil? Your first delivery is on us, from any restaurant or shop.',
      'جديد في بازل؟ التوصيل الأول علينا، من أي مطعم أو متجر.',
      'Nouveau sur Basil ? La première livraison est offerte, quel que soit le restaurant ou la boutique.',
    ),
    button: t('Order now', 'اطلب الآن', 'Commander'),
    motifs: ['scooter', 'pizza', 'lemonade'],
  },
  {
    title: t('Wood-fired pizza night', 'ليلة البيتزا على الحطب', 'Soirée pizza au feu de bois'),
    description: t(
      '20% off every large pizza at Basil & Brick this week.',
      'خصم ٢٠٪ على كل بيتزا كبيرة في بازل آند بريك هذا الأسبوع.',
      '20 % de remise sur toutes les grandes pizzas chez Basil & Brick cette semaine.',
    ),
    button: t('See the menu', 'اطّلع على القائمة', 'Voir la carte'),
    motifs: ['pizza', 'pepperoni-pizza', 'pizza'],
    shop: 0,
  },
  {
    title: t('Fresh groceries in 30 minutes', 'بقالة طازجة خلال ٣٠ دقيقة', 'Des courses fraîches en 30 minutes'),
    description: t(
      'Fruit, vegetables, dairy and bakery delivered from Basil Fresh Market.',
      'فواكه وخضروات وألبان ومخبوزات من سوق بازل الطازج حتى باب بيتك.',
      'Fruits, légumes, produits laitiers et boulangerie livrés depuis le Marché frais Basil.',
    ),
    button: t('Shop groceries', 'تسوّق البقالة', 'Faire ses courses'),
    motifs: ['apple', 'milk', 'sourdough', 'carrot'],
    shop: 18,
  },
  {
    title: t('Shawarma Tuesdays', 'ثلاثاء الشاورما', 'Les mardis shawarma'),
    description: t(
      'Two wraps and a mint lemonade for a little more than one.',
      'لفافتان وليموناضة بالنعناع بسعر يزيد قليلًا عن لفافة واحدة.',
      'Deux wraps et une citronnade à la menthe pour à peine plus qu’un seul.',
    ),
    button: t('Grab the deal', 'احصل على العرض', 'Profiter de l’offre'),
    motifs: ['wrap', 'lemonade', 'wrap'],
    shop: 2,
  },
  {
    title: t('Sweet treats, delivered cold', 'حلويات باردة حتى بابك', 'Des douceurs livrées bien fraîches'),
    description: t(
      'Gelato, cheesecake and macarons from the best dessert spots in town.',
      'جيلاتو وتشيز كيك وماكرون من أفضل محلات الحلويات في المدينة.',
      'Gelato, cheesecake et macarons des meilleures adresses sucrées de la ville.',
    ),
    button: t('Treat yourself', 'دلّل نفسك', 'Se faire plaisir'),
    motifs: ['vanilla-gelato', 'cheesecake', 'macarons'],
    shop: 12,
  },
  {
    title: t('Invite friends, earn credit', 'ادعُ أصدقاءك واكسب رصيدًا', 'Parrainez vos amis, gagnez du crédit'),
    description: t(
      'Share your referral code and you both get wallet credit.',
      'شارك رمز الإحالة الخاص بك وستحصلان كلاكما على رصيد في المحفظة.',
      'Partagez votre code de parrainage : vous recevez tous les deux du crédit.',
    ),
    button: t('Invite now', 'ادعُ الآن', 'Parrainer'),
    motifs: ['gift', 'star', 'wallet'],
  },
]

export const adDefs: Array<BannerDef & { shops: number[] }> = [
  {
    title: t('Lunch under 15 minutes', 'غداء في أقل من ١٥ دقيقة', 'Déjeuner en moins de 15 minutes'),
    description: t(
      'Restaurants that deliver fastest near you.',
      'المطاعم الأسرع توصيلًا بالقرب منك.',
      'Les restaurants qui livrent le plus vite près de chez vous.',
    ),
    button: t('Explore', 'استكشف', 'Explorer'),
    motifs: ['burger', 'fries', 'wrap'],
    shops: [1, 2, 15],
  },
  {
    title: t('Healthy picks', 'خيارات صحية', 'Sélection healthy'),
    description: t(
      'Bowls, salads and smoothies packed with greens.',
      'أوعية وسلطات وعصائر مليئة بالخضار.',
      'Bols, salades et smoothies pleins de verdure.',
    ),
    button: t('Eat well', 'كُل بصحة', 'Manger sain'),
    motifs: ['buddha-bowl', 'green-salad', 'green-smoothie'],
    shops: [7, 11, 19],
  },
  {
    title: t('Asian favourites', 'أشهى الأطباق الآسيوية', 'Saveurs d’Asie'),
    description: t(
      'Sushi, ramen and pad thai from local kitchens.',
      'سوشي ورامن وباد تاي من مطابخ محلية.',
      'Sushis, ramens et pad thaï de cuisines du quartier.',
    ),
    button: t('Discover', 'اكتشف', 'Découvrir'),
    motifs: ['maki', 'ramen', 'pad-thai'],
    shops: [3, 6, 16],
  },
  {
    title: t('Weekly grocery run', 'تسوّق البقالة الأسبوعي', 'Les courses de la semaine'),
    description: t(
      'Stock up on essentials from neighbourhood markets.',
      'تزوّد بالأساسيات من أسواق حيّك.',
      'Faites le plein d’essentiels chez les commerçants du quartier.',
    ),
    button: t('Start shopping', 'ابدأ التسوق', 'Commencer'),
    motifs: ['grocery-bag', 'apple', 'milk'],
    shops: [18, 19, 21, 25],
  },
]

export interface ArticleDef {
  title: L10n
  short: L10n
  body: L10n
  motifs: Motif[]
}

const p = (paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('')
const article = (
  title: L10n,
  short: L10n,
  body: { en: string[]; ar: string[]; fr: string[] },
  motifs: Motif[],
): ArticleDef => ({
  title,
  short,
  body: { en: p(body.en), ar: p(body.ar), fr: p(body.fr) },
  motifs,
})

export const blogDefs: ArticleDef[] = [
  article(
    t(
      'How we pick the restaurants on Basil',
      'كيف نختار المطاعم في بازل',
      'Comment nous choisissons les restaurants sur Basil',
    ),
    t(
      'Taste, hygiene and reliability: what a kitchen needs before it joins.',
      'المذاق والنظافة والموثوقية: ما يحتاجه المطبخ قبل الانضمام إلينا.',
      'Goût, hygiène et fiabilité : ce qu’une cuisine doit réunir avant de nous rejoindre.',
    ),
    {
      en: [
        'Every restaurant on Basil is visited by our team before it goes live. We taste the menu, check how food is packed for the road and time a few test deliveries.',
        'We also look at how a kitchen treats its staff and suppliers, because good food starts long before the order is placed.',
      ],
      ar: [
        'يزور فريقنا كل مطعم قبل ظهوره على بازل. نتذوق القائمة ونتحقق من طريقة تغليف الطعام للتوصيل ونقيس وقت عدة طلبات تجريبية.',
        'كما ننظر في طريقة تعامل المطبخ مع موظفيه ومورّديه، لأن الطعام الجيد يبدأ قبل الطلب بوقت طويل.',
      ],
      fr: [
        'Chaque restaurant présent sur Basil reçoit d’abord la visite de notre équipe. Nous goûtons la carte, vérifions l’emballage pour le transport et chronométrons quelques livraisons tests.',
        'Nous regardons aussi comment la cuisine traite son équipe et ses fournisseurs, car un bon plat commence bien avant la commande.',
      ],
    },
    ['pizza', 'ramen', 'basil'],
  ),
  article(
    t(
      'Five pantry staples for quick weeknight dinners',
      'خمسة أساسيات في المطبخ لعشاء سريع',
      'Cinq indispensables du placard pour des dîners rapides',
    ),
    t(
      'Keep these on the shelf and dinner is always fifteen minutes away.',
      'احتفظ بها على الرف وسيكون العشاء دائمًا جاهزًا خلال ربع ساعة.',
      'Gardez-les sous la main et le dîner n’est jamais qu’à un quart d’heure.',
    ),
    {
      en: [
        'Good olive oil, canned chickpeas, a jar of passata, dried pasta and a spice blend you love: together they cover a surprising number of meals.',
        'Add a handful of fresh herbs from the market and you have a dinner that tastes like it took an hour.',
      ],
      ar: [
        'زيت زيتون جيد وحمص معلب ومرطبان من صلصة الطماطم ومعكرونة جافة وخلطة بهارات تحبها: معًا تكفي لعدد مدهش من الوجبات.',
        'أضف حفنة من الأعشاب الطازجة من السوق وستحصل على عشاء يبدو كأنه استغرق ساعة.',
      ],
      fr: [
        'Une bonne huile d’olive, des pois chiches en conserve, un bocal de passata, des pâtes sèches et un mélange d’épices que vous aimez : de quoi composer un nombre étonnant de repas.',
        'Ajoutez une poignée d’herbes fraîches du marché et le dîner aura l’air d’avoir demandé une heure.',
      ],
    },
    ['olive-oil', 'chickpeas', 'passata', 'dry-spaghetti'],
  ),
  article(
    t(
      'Behind the counter at Cedars Lebanese Kitchen',
      'خلف الكواليس في مطبخ الأرز اللبناني',
      'Dans les coulisses de la cuisine libanaise Les Cèdres',
    ),
    t(
      'Three generations, one shawarma spit and a lot of garlic.',
      'ثلاثة أجيال وسيخ شاورما واحد وكثير من الثوم.',
      'Trois générations, une broche à shawarma et beaucoup d’ail.',
    ),
    {
      en: [
        'The family behind Cedars has been marinating chicken the same way since 1987. The secret, they say, is patience: a full night in yogurt, lemon and seven spices.',
        'Their garlic toum is whipped by hand every morning, and it sells out most days.',
      ],
      ar: [
        'تتبّل العائلة التي تدير مطبخ الأرز الدجاج بالطريقة نفسها منذ عام ١٩٨٧. يقولون إن السر هو الصبر: ليلة كاملة في اللبن والليمون والبهارات السبعة.',
        'تُخفق الثومية يدويًا كل صباح، وتنفد في معظم الأيام.',
      ],
      fr: [
        'La famille derrière Les Cèdres marine son poulet de la même façon depuis 1987. Le secret, disent-ils, c’est la patience : une nuit entière dans le yaourt, le citron et les sept épices.',
        'Leur toum à l’ail est monté à la main chaque matin et il est souvent épuisé avant le soir.',
      ],
    },
    ['wrap', 'shawarma-plate', 'garlic'],
  ),
  article(
    t('Eating seasonally in Washington', 'الأكل حسب المواسم في واشنطن', 'Manger de saison à Washington'),
    t(
      'What is at its best at the markets this month, and how to use it.',
      'ما هي أفضل المنتجات في الأسواق هذا الشهر وكيف تستخدمها.',
      'Ce qui est au meilleur de sa forme sur les marchés ce mois-ci, et comment le cuisiner.',
    ),
    {
      en: [
        'Local strawberries arrive in late spring, tomatoes peak in August and apples carry us through the autumn.',
        'Our organic partners mark their seasonal produce so you can find it at a glance.',
      ],
      ar: [
        'تصل الفراولة المحلية في أواخر الربيع، وتبلغ الطماطم ذروتها في أغسطس، ويرافقنا التفاح طوال الخريف.',
        'يضع شركاؤنا من متاجر المنتجات العضوية علامة على المنتجات الموسمية لتجدها بسهولة.',
      ],
      fr: [
        'Les fraises locales arrivent à la fin du printemps, les tomates sont à leur apogée en août et les pommes nous accompagnent tout l’automne.',
        'Nos partenaires bio signalent leurs produits de saison pour que vous les repériez d’un coup d’œil.',
      ],
    },
    ['strawberry', 'tomato', 'pear', 'carrot'],
  ),
  article(
    t('The perfect pizza for delivery', 'البيتزا المثالية للتوصيل', 'La pizza idéale pour la livraison'),
    t(
      'Why crust thickness, box vents and sauce matter more than you think.',
      'لماذا تهم سماكة العجينة وفتحات العلبة والصلصة أكثر مما تظن.',
      'Pourquoi l’épaisseur de la pâte, les aérations de la boîte et la sauce comptent plus qu’on ne le croit.',
    ),
    {
      en: [
        'A pizza loses heat fast and steams itself soggy in a closed box. Our pizzerias use vented boxes and a slightly drier sauce so your slice arrives crisp.',
      ],
      ar: [
        'تفقد البيتزا حرارتها بسرعة ويلينها البخار في العلبة المغلقة. تستخدم مطاعم البيتزا لدينا علبًا مهوّاة وصلصة أقل رطوبة لتصلك الشريحة مقرمشة.',
      ],
      fr: [
        'Une pizza perd vite sa chaleur et se ramollit dans une boîte fermée. Nos pizzerias utilisent des boîtes aérées et une sauce un peu plus sèche pour que votre part arrive croustillante.',
      ],
    },
    ['pizza', 'parcel', 'pepperoni-pizza'],
  ),
  article(
    t('A guide to our delivery zones', 'دليل مناطق التوصيل لدينا', 'Guide de nos zones de livraison'),
    t(
      'Why some shops deliver to you and others do not (yet).',
      'لماذا توصل بعض المتاجر إليك بينما لا يفعل غيرها (حتى الآن).',
      'Pourquoi certaines boutiques vous livrent et d’autres pas (encore).',
    ),
    {
      en: [
        'Each restaurant and shop draws its own delivery zone so food arrives hot and groceries stay cold. When you move the map pin, the list updates to show who can reach you.',
      ],
      ar: [
        'يرسم كل مطعم ومتجر منطقة التوصيل الخاصة به لكي يصل الطعام ساخنًا وتبقى البقالة باردة. عندما تحرّك الدبوس على الخريطة تتحدّث القائمة لتعرض من يمكنه الوصول إليك.',
      ],
      fr: [
        'Chaque restaurant et chaque boutique dessine sa propre zone de livraison pour que les plats arrivent chauds et les courses restent fraîches. Quand vous déplacez l’épingle sur la carte, la liste se met à jour.',
      ],
    },
    ['scooter', 'parcel', 'grocery-bag'],
  ),
  article(
    t('Meet our couriers', 'تعرّف على مندوبي التوصيل', 'À la rencontre de nos livreurs'),
    t(
      'The people who bring dinner to your door, rain or shine.',
      'الأشخاص الذين يوصلون العشاء إلى بابك في كل الأحوال.',
      'Ceux qui vous apportent le dîner, qu’il pleuve ou qu’il vente.',
    ),
    {
      en: [
        'Most Basil couriers ride e-bikes and know the city block by block. They set their own hours and keep every tip.',
      ],
      ar: [
        'يقود معظم مندوبي بازل دراجات كهربائية ويعرفون المدينة شارعًا شارعًا. يحددون ساعات عملهم بأنفسهم ويحتفظون بكامل الإكراميات.',
      ],
      fr: [
        'La plupart des livreurs Basil circulent à vélo électrique et connaissent la ville rue par rue. Ils choisissent leurs horaires et gardent l’intégralité des pourboires.',
      ],
    },
    ['scooter', 'parcel', 'burger'],
  ),
  article(
    t(
      'Cooking with kids: no-bake treats',
      'الطبخ مع الأطفال: حلويات بلا فرن',
      'Cuisiner avec les enfants : douceurs sans cuisson',
    ),
    t(
      'Three simple desserts little hands can make.',
      'ثلاث حلويات بسيطة تستطيع الأيدي الصغيرة إعدادها.',
      'Trois desserts simples à la portée des petites mains.',
    ),
    {
      en: [
        'Yogurt bark, peanut butter bites and fruit skewers need no oven and very little mess. Find the ingredients in any grocery shop on Basil.',
      ],
      ar: [
        'رقائق الزبادي المجمّد وكرات زبدة الفول السوداني وأسياخ الفواكه لا تحتاج إلى فرن ولا تسبب فوضى تُذكر. تجد مكوناتها في أي متجر بقالة على بازل.',
      ],
      fr: [
        'Écorces de yaourt glacé, bouchées au beurre de cacahuète et brochettes de fruits : ni four ni désordre. Tous les ingrédients sont dans les épiceries de Basil.',
      ],
    },
    ['cookie', 'strawberry', 'chia-pudding'],
  ),
]

export const newsDefs: ArticleDef[] = [
  article(
    t('Arabic and French are here', 'العربية والفرنسية متاحتان الآن', 'L’arabe et le français sont arrivés'),
    t(
      'Basil now speaks three languages, right-to-left included.',
      'أصبح بازل يتحدث ثلاث لغات، بما فيها الكتابة من اليمين إلى اليسار.',
      'Basil parle désormais trois langues, y compris de droite à gauche.',
    ),
    {
      en: ['Switch language from the top bar: menus, shops and receipts follow.'],
      ar: ['غيّر اللغة من الشريط العلوي: ستتبعها القوائم والمتاجر والإيصالات.'],
      fr: ['Changez de langue depuis la barre du haut : menus, boutiques et reçus suivent.'],
    },
    ['croissant', 'hummus', 'baguette'],
  ),
  article(
    t('Table booking is live', 'حجز الطاولات متاح الآن', 'La réservation de table est disponible'),
    t(
      'Reserve a table at participating restaurants in a few taps.',
      'احجز طاولة في المطاعم المشاركة ببضع نقرات.',
      'Réservez une table dans les restaurants participants en quelques gestes.',
    ),
    {
      en: ['Look for the booking button on restaurant pages and pick a time that suits you.'],
      ar: ['ابحث عن زر الحجز في صفحات المطاعم واختر الوقت الذي يناسبك.'],
      fr: ['Cherchez le bouton de réservation sur la page du restaurant et choisissez votre horaire.'],
    },
    ['steak', 'green-salad', 'latte'],
  ),
  article(
    t('Send parcels across town', 'أرسل طرودك داخل المدينة', 'Envoyez des colis en ville'),
    t(
      'Our couriers now carry your documents and packages too.',
      'أصبح مندوبونا ينقلون مستنداتك وطرودك أيضًا.',
      'Nos livreurs transportent aussi vos documents et vos paquets.',
    ),
    {
      en: ['Choose a parcel size, add both addresses and track it live until it arrives.'],
      ar: ['اختر حجم الطرد وأضف العنوانين وتتبّعه مباشرة حتى يصل.'],
      fr: ['Choisissez une taille de colis, indiquez les deux adresses et suivez-le en direct jusqu’à sa livraison.'],
    },
    ['parcel', 'envelope'],
  ),
  article(
    t('Group orders for the office', 'طلبات جماعية للمكتب', 'Commandes groupées pour le bureau'),
    t(
      'Share one cart with colleagues and pay together.',
      'شارك سلة واحدة مع زملائك وادفعوا معًا.',
      'Partagez un panier avec vos collègues et payez en une fois.',
    ),
    {
      en: ['Open a group cart, send the link, and everyone adds their own lunch.'],
      ar: ['افتح سلة جماعية وأرسل الرابط، وسيضيف كل شخص غداءه.'],
      fr: ['Ouvrez un panier groupé, envoyez le lien, et chacun ajoute son déjeuner.'],
    },
    ['wrap', 'pizza', 'lemonade'],
  ),
]

export const careerDefs: Array<{ category: string; title: L10n; description: L10n; address: L10n }> = [
  {
    category: 'c-delivery',
    title: t('Bike Courier', 'مندوب توصيل بالدراجة', 'Coursier à vélo'),
    description: t(
      '<p>Deliver meals and groceries around Washington on an e-bike we provide. Flexible shifts, weekly pay and every tip is yours.</p>',
      '<p>وصّل الوجبات والبقالة في أنحاء واشنطن بدراجة كهربائية نوفرها لك. مناوبات مرنة وأجر أسبوعي وكل الإكراميات لك.</p>',
      '<p>Livrez repas et courses dans Washington sur un vélo électrique fourni. Horaires flexibles, paie hebdomadaire et pourboires intégralement pour vous.</p>',
    ),
    address: t('Washington, DC', 'واشنطن العاصمة', 'Washington (DC)'),
  },
  {
    category: 'c-delivery',
    title: t('Courier Fleet Lead', 'قائد فريق التوصيل', 'Responsable de la flotte de livreurs'),
    description: t(
      '<p>Coach a team of twenty couriers, plan shifts around demand and keep our riders safe.</p>',
      '<p>درّب فريقًا من عشرين مندوبًا وخطط المناوبات حسب الطلب وحافظ على سلامة السائقين.</p>',
      '<p>Encadrez une équipe de vingt livreurs, planifiez les créneaux selon la demande et veillez à leur sécurité.</p>',
    ),
    address: t('Washington, DC', 'واشنطن العاصمة', 'Washington (DC)'),
  },
  {
    category: 'c-operations',
    title: t('Restaurant Partner Manager', 'مدير شراكات المطاعم', 'Responsable des restaurants partenaires'),
    description: t(
      '<p>Bring new kitchens onto Basil and help them grow with menus, photos and promotions that work.</p>',
      '<p>استقطب مطابخ جديدة إلى بازل وساعدها على النمو بقوائم وصور وعروض فعّالة.</p>',
      '<p>Recrutez de nouvelles cuisines sur Basil et aidez-les à grandir avec des cartes, photos et promotions efficaces.</p>',
    ),
    address: t('Washington, DC (hybrid)', 'واشنطن العاصمة (عمل مختلط)', 'Washington (DC), hybride'),
  },
  {
    category: 'c-operations',
    title: t('Customer Support Specialist', 'أخصائي دعم العملاء', 'Chargé de support client'),
    description: t(
      '<p>Answer customers in English, Arabic or French and solve order issues quickly and kindly.</p>',
      '<p>أجب العملاء بالإنجليزية أو العربية أو الفرنسية وحلّ مشكلات الطلبات بسرعة ولطف.</p>',
      '<p>Répondez aux clients en anglais, en arabe ou en français et réglez les problèmes de commande avec rapidité et bienveillance.</p>',
    ),
    address: t('Remote', 'عن بُعد', 'Télétravail'),
  },
  {
    category: 'c-technology',
    title: t('Senior Backend Engineer', 'مهندس خلفيات أول', 'Ingénieur backend senior'),
    description: t(
      '<p>Work on our TypeScript API, PostgreSQL and the systems that keep orders, payments and stock correct.</p>',
      '<p>اعمل على واجهة برمجة التطبيقات بلغة TypeScript وقاعدة PostgreSQL والأنظمة التي تضمن دقة الطلبات والمدفوعات والمخزون.</p>',
      '<p>Travaillez sur notre API TypeScript, PostgreSQL et les systèmes qui garantissent l’exactitude des commandes, paiements et stocks.</p>',
    ),
    address: t('Remote (US or EU time zones)', 'عن بُعد (توقيت أمريكا أو أوروبا)', 'Télétravail (fuseaux US ou UE)'),
  },
  {
    category: 'c-technology',
    title: t('Product Designer', 'مصمم منتجات', 'Designer produit'),
    description: t(
      '<p>Design the storefront and apps people use to order dinner, with right-to-left layouts in mind from day one.</p>',
      '<p>صمّم المتجر والتطبيقات التي يطلب بها الناس عشاءهم، مع مراعاة الواجهات من اليمين إلى اليسار منذ اليوم الأول.</p>',
      '<p>Concevez la vitrine et les applications avec lesquelles on commande son dîner, en pensant dès le départ aux mises en page de droite à gauche.</p>',
    ),
    address: t('Washington, DC (hybrid)', 'واشنطن العاصمة (عمل مختلط)', 'Washington (DC), hybride'),
  },
]

export const faqDefs: Array<{ q: L10n; a: L10n }> = [
  {
    q: t('How long does delivery take?', 'كم يستغرق التوصيل؟', 'Combien de temps prend la livraison ?'),
    a: t(
      'Most orders arrive in 20 to 45 minutes. Each shop shows its own estimate before you order.',
      'تصل معظم الطلبات خلال ٢٠ إلى ٤٥ دقيقة. يعرض كل متجر تقديره الخاص قبل الطلب.',
      'La plupart des commandes arrivent en 20 à 45 minutes. Chaque boutique affiche son estimation avant la commande.',
    ),
  },
  {
    q: t('How much does delivery cost?', 'كم تبلغ تكلفة التوصيل؟', 'Combien coûte la livraison ?'),
    a: t(
      'The fee depends on the shop and the distance; you see the exact amount at checkout.',
      'تعتمد الرسوم على المتجر والمسافة، وتظهر القيمة الدقيقة عند إتمام الطلب.',
      'Les frais dépendent de la boutique et de la distance ; le montant exact s’affiche au paiement.',
    ),
  },
  {
    q: t('Which payment methods can I use?', 'ما طرق الدفع المتاحة؟', 'Quels moyens de paiement puis-je utiliser ?'),
    a: t(
      'Cash on delivery, your Basil wallet and cards. Some shops offer more options.',
      'الدفع نقدًا عند الاستلام ومحفظة بازل والبطاقات. تقدم بعض المتاجر خيارات إضافية.',
      'Espèces à la livraison, portefeuille Basil et carte bancaire. Certaines boutiques proposent d’autres options.',
    ),
  },
  {
    q: t(
      'Can I change or cancel my order?',
      'هل يمكنني تعديل طلبي أو إلغاؤه؟',
      'Puis-je modifier ou annuler ma commande ?',
    ),
    a: t(
      'You can cancel while the order is still new. Once the kitchen accepts it, contact support.',
      'يمكنك الإلغاء ما دام الطلب جديدًا. بعد قبول المطبخ له تواصل مع الدعم.',
      'Vous pouvez annuler tant que la commande est nouvelle. Une fois acceptée par la cuisine, contactez le support.',
    ),
  },
  {
    q: t(
      'Why can’t I order from some shops?',
      'لماذا لا يمكنني الطلب من بعض المتاجر؟',
      'Pourquoi ne puis-je pas commander dans certaines boutiques ?',
    ),
    a: t(
      'Each shop delivers within its own zone and opening hours. Try another address or come back later.',
      'يوصل كل متجر ضمن منطقته وساعات عمله. جرّب عنوانًا آخر أو عد لاحقًا.',
      'Chaque boutique livre dans sa zone et à ses horaires. Essayez une autre adresse ou revenez plus tard.',
    ),
  },
  {
    q: t('How does the referral programme work?', 'كيف يعمل برنامج الإحالة؟', 'Comment fonctionne le parrainage ?'),
    a: t(
      'Share your code: when a friend signs up and orders, you both receive wallet credit.',
      'شارك رمزك: عندما يسجل صديقك ويطلب، يحصل كلاكما على رصيد في المحفظة.',
      'Partagez votre code : quand un ami s’inscrit et commande, vous recevez tous les deux du crédit.',
    ),
  },
  {
    q: t(
      'Can I order with friends or colleagues?',
      'هل يمكنني الطلب مع الأصدقاء أو الزملاء؟',
      'Puis-je commander avec des amis ou des collègues ?',
    ),
    a: t(
      'Yes. Open a group order from the cart and share the link; everyone adds their own items.',
      'نعم. افتح طلبًا جماعيًا من السلة وشارك الرابط، وسيضيف كل شخص أصنافه.',
      'Oui. Ouvrez une commande groupée depuis le panier et partagez le lien ; chacun ajoute ses articles.',
    ),
  },
  {
    q: t('Is my personal data safe?', 'هل بياناتي الشخصية آمنة؟', 'Mes données personnelles sont-elles protégées ?'),
    a: t(
      'We only keep what we need to deliver your order, and we never sell your data.',
      'لا نحتفظ إلا بما نحتاجه لتوصيل طلبك، ولا نبيع بياناتك أبدًا.',
      'Nous ne conservons que le nécessaire pour livrer votre commande et ne vendons jamais vos données.',
    ),
  },
  {
    q: t('How do I become a seller?', 'كيف أصبح بائعًا؟', 'Comment devenir vendeur ?'),
    a: t(
      'Choose “Become a seller” in your profile, fill in your shop details and we will review them within two days.',
      'اختر «كن بائعًا» من ملفك الشخصي وأدخل بيانات متجرك وسنراجعها خلال يومين.',
      'Choisissez « Devenir vendeur » dans votre profil, renseignez votre boutique et nous l’examinerons sous deux jours.',
    ),
  },
  {
    q: t(
      'What if something is missing from my order?',
      'ماذا لو نقص شيء من طلبي؟',
      'Que faire s’il manque quelque chose ?',
    ),
    a: t(
      'Request a refund from the order page and tell us what went wrong; we usually answer within hours.',
      'اطلب استردادًا من صفحة الطلب وأخبرنا بما حدث، وعادة نرد خلال ساعات.',
      'Demandez un remboursement depuis la page de la commande en expliquant le problème ; nous répondons généralement en quelques heures.',
    ),
  },
]

export const pageDefs: Array<{
  type: 'about' | 'delivery' | 'all_about' | 'policy' | 'term'
  title: L10n
  body: L10n
  button?: L10n
  motifs: Motif[]
}> = [
  {
    type: 'about',
    title: t('About Basil', 'عن بازل', 'À propos de Basil'),
    body: t(
      '<p>Basil is an open-source marketplace connecting neighbourhood restaurants and grocery shops with the people who live around them.</p><p>Anyone can run it, and every shop keeps control of its menu, prices and delivery zone.</p>',
      '<p>بازل سوق مفتوح المصدر يربط مطاعم الحي ومتاجر البقالة بالأشخاص الذين يعيشون حولها.</p><p>يمكن لأي شخص تشغيله، ويحتفظ كل متجر بالتحكم في قائمته وأسعاره ومنطقة توصيله.</p>',
      '<p>Basil est une place de marché open source qui relie les restaurants et épiceries de quartier aux personnes qui vivent autour.</p><p>Chacun peut l’héberger, et chaque boutique garde la main sur sa carte, ses prix et sa zone de livraison.</p>',
    ),
    button: t('Start ordering', 'ابدأ الطلب', 'Commencer'),
    motifs: ['basil', 'grocery-bag', 'pizza'],
  },
  {
    type: 'delivery',
    title: t('Deliver with Basil', 'وصّل مع بازل', 'Livrez avec Basil'),
    body: t(
      '<p>Choose your own hours, ride in your own neighbourhood and get paid every week.</p>',
      '<p>اختر ساعاتك وتنقّل في حيّك واحصل على أجرك كل أسبوع.</p>',
      '<p>Choisissez vos horaires, roulez dans votre quartier et soyez payé chaque semaine.</p>',
    ),
    button: t('Apply now', 'قدّم الآن', 'Postuler'),
    motifs: ['scooter', 'parcel', 'scooter'],
  },
  {
    type: 'all_about',
    title: t('Local first', 'المحلي أولًا', 'Le local d’abord'),
    body: t(
      '<p>We work with independent kitchens and markets, not dark stores.</p>',
      '<p>نعمل مع مطابخ وأسواق مستقلة، لا مع مستودعات مغلقة.</p>',
      '<p>Nous travaillons avec des cuisines et des marchés indépendants, pas avec des entrepôts fantômes.</p>',
    ),
    motifs: ['carrot', 'sourdough'],
  },
  {
    type: 'all_about',
    title: t('Fair for everyone', 'عادل للجميع', 'Équitable pour tous'),
    body: t(
      '<p>Low commissions for shops, transparent fees for customers and every tip for couriers.</p>',
      '<p>عمولات منخفضة للمتاجر ورسوم شفافة للعملاء وكل الإكراميات للمندوبين.</p>',
      '<p>Des commissions basses pour les boutiques, des frais transparents pour les clients et tous les pourboires pour les livreurs.</p>',
    ),
    motifs: ['wallet', 'star'],
  },
  {
    type: 'all_about',
    title: t('Open source', 'مفتوح المصدر', 'Open source'),
    body: t(
      '<p>The whole platform is free software: read it, run it, improve it.</p>',
      '<p>المنصة بأكملها برمجيات حرة: اقرأها وشغّلها وطوّرها.</p>',
      '<p>Toute la plateforme est un logiciel libre : lisez-la, hébergez-la, améliorez-la.</p>',
    ),
    motifs: ['gift', 'star'],
  },
  {
    type: 'policy',
    title: t('Privacy Policy', 'سياسة الخصوصية', 'Politique de confidentialité'),
    body: t(
      '<h2>What we collect</h2><p>Your name, contact details, delivery addresses and order history, so that we can deliver your orders.</p><h2>What we do not do</h2><p>We do not sell personal data or show third-party advertising.</p><h2>Your rights</h2><p>You can download or delete your data at any time from your profile.</p>',
      '<h2>ما نجمعه</h2><p>اسمك وبيانات التواصل وعناوين التوصيل وسجل الطلبات، لكي نتمكن من توصيل طلباتك.</p><h2>ما لا نفعله</h2><p>لا نبيع البيانات الشخصية ولا نعرض إعلانات لجهات خارجية.</p><h2>حقوقك</h2><p>يمكنك تنزيل بياناتك أو حذفها في أي وقت من ملفك الشخصي.</p>',
      '<h2>Ce que nous collectons</h2><p>Votre nom, vos coordonnées, vos adresses de livraison et l’historique de vos commandes, afin de pouvoir vous livrer.</p><h2>Ce que nous ne faisons pas</h2><p>Nous ne vendons pas de données personnelles et n’affichons pas de publicité tierce.</p><h2>Vos droits</h2><p>Vous pouvez télécharger ou supprimer vos données à tout moment depuis votre profil.</p>',
    ),
    motifs: ['envelope'],
  },
  {
    type: 'term',
    title: t('Terms of Service', 'شروط الخدمة', 'Conditions d’utilisation'),
    body: t(
      '<h2>Orders</h2><p>An order is a contract between you and the shop; Basil arranges delivery and payment.</p><h2>Prices</h2><p>Prices are set by each shop and shown with taxes and fees before you pay.</p><h2>Refunds</h2><p>If an order is wrong or missing items, request a refund within 48 hours.</p>',
      '<h2>الطلبات</h2><p>الطلب عقد بينك وبين المتجر، وتتولى بازل ترتيب التوصيل والدفع.</p><h2>الأسعار</h2><p>يحدد كل متجر أسعاره، وتظهر مع الضرائب والرسوم قبل الدفع.</p><h2>الاسترداد</h2><p>إذا كان الطلب خاطئًا أو ناقصًا، اطلب الاسترداد خلال ٤٨ ساعة.</p>',
      '<h2>Commandes</h2><p>Une commande est un contrat entre vous et la boutique ; Basil organise la livraison et le paiement.</p><h2>Prix</h2><p>Les prix sont fixés par chaque boutique et affichés taxes et frais compris avant paiement.</p><h2>Remboursements</h2><p>Si une commande est erronée ou incomplète, demandez un remboursement sous 48 heures.</p>',
    ),
    motifs: ['parcel'],
  },
]

export function landingData(locale: 'en' | 'ar' | 'fr'): Record<string, unknown> {
  const pick = (x: L10n) => x[locale]
  return {
    title: pick(
      t('Food and groceries from your neighbourhood', 'الطعام والبقالة من حيّك', 'Repas et courses de votre quartier'),
    ),
    description: pick(
      t(
        'Order from local restaurants and markets, delivered in minutes.',
        'اطلب من المطاعم والأسواق المحلية، ويصلك خلال دقائق.',
        'Commandez auprès des restaurants et marchés du coin, livrés en quelques minutes.',
      ),
    ),
    button: pick(t('Find food near me', 'ابحث عن طعام قريب مني', 'Trouver près de chez moi')),
    features: [
      {
        title: pick(t('Fast delivery', 'توصيل سريع', 'Livraison rapide')),
        description: pick(
          t('Couriers who know your streets.', 'مندوبون يعرفون شوارعك.', 'Des livreurs qui connaissent vos rues.'),
        ),
        img: 'pages/feature-1.webp',
      },
      {
        title: pick(t('Local shops', 'متاجر محلية', 'Commerces locaux')),
        description: pick(
          t('Independent kitchens and markets.', 'مطابخ وأسواق مستقلة.', 'Des cuisines et marchés indépendants.'),
        ),
        img: 'pages/feature-2.webp',
      },
      {
        title: pick(t('Pay your way', 'ادفع كما تريد', 'Payez comme vous voulez')),
        description: pick(
          t('Cash, wallet or card.', 'نقدًا أو بالمحفظة أو بالبطاقة.', 'Espèces, portefeuille ou carte.'),
        ),
        img: 'pages/feature-3.webp',
      },
    ],
    why_choose_us: {
      title: pick(t('Why choose Basil', 'لماذا تختار بازل', 'Pourquoi choisir Basil')),
      items: [
        {
          title: pick(t('Transparent prices', 'أسعار شفافة', 'Des prix transparents')),
          description: pick(
            t(
              'The price you see is the price you pay.',
              'السعر الذي تراه هو ما تدفعه.',
              'Le prix affiché est le prix payé.',
            ),
          ),
        },
        {
          title: pick(t('Live tracking', 'تتبع مباشر', 'Suivi en direct')),
          description: pick(
            t(
              'Follow your order from kitchen to door.',
              'تابع طلبك من المطبخ حتى الباب.',
              'Suivez votre commande de la cuisine à votre porte.',
            ),
          ),
        },
        {
          title: pick(t('Real support', 'دعم حقيقي', 'Un vrai support')),
          description: pick(
            t(
              'People who answer in your language.',
              'أشخاص يجيبونك بلغتك.',
              'Des personnes qui répondent dans votre langue.',
            ),
          ),
        },
      ],
    },
    stats: [
      { value: '30+', label: pick(t('restaurants and shops', 'مطعم ومتجر', 'restaurants et boutiques')) },
      { value: '1,500+', label: pick(t('products', 'منتج', 'produits')) },
      { value: '25', label: pick(t('minutes on average', 'دقيقة في المتوسط', 'minutes en moyenne')) },
    ],
  }
}

export const referralText = {
  title: t('Invite friends, get $5', 'ادعُ أصدقاءك واحصل على ٥ دولارات', 'Parrainez vos amis, gagnez 5 $'),
  description: t(
    'Share your code. When a friend places a first order, you get $5 and they get $3 in their wallet.',
    'شارك رمزك. عندما يقدم صديقك طلبه الأول تحصل على ٥ دولارات ويحصل هو على ٣ دولارات في محفظته.',
    'Partagez votre code. À la première commande de votre ami, vous recevez 5 $ et lui 3 $ sur son portefeuille.',
  ),
  faq: t(
    '<p><strong>Where is my code?</strong> In your profile, under “Invite friends”.</p><p><strong>When is the credit paid?</strong> As soon as your friend’s first order is delivered.</p>',
    '<p><strong>أين رمزي؟</strong> في ملفك الشخصي ضمن «ادعُ أصدقاءك».</p><p><strong>متى يُضاف الرصيد؟</strong> فور توصيل الطلب الأول لصديقك.</p>',
    '<p><strong>Où est mon code ?</strong> Dans votre profil, rubrique « Inviter des amis ».</p><p><strong>Quand le crédit est-il versé ?</strong> Dès que la première commande de votre ami est livrée.</p>',
  ),
}

export const parcelTypeDefs = [
  {
    type: 'documents',
    title: t('Documents', 'مستندات', 'Documents'),
    description: t(
      'Envelopes and papers up to 1 kg.',
      'مظاريف وأوراق حتى ١ كغ.',
      'Enveloppes et papiers jusqu’à 1 kg.',
    ),
    max: [35, 5, 25],
    maxG: 1000,
    price: 499,
    perKm: 60,
    motif: 'envelope' as Motif,
  },
  {
    type: 'small',
    title: t('Small parcel', 'طرد صغير', 'Petit colis'),
    description: t(
      'Shoe-box sized, up to 5 kg.',
      'بحجم علبة الأحذية، حتى ٥ كغ.',
      'La taille d’une boîte à chaussures, jusqu’à 5 kg.',
    ),
    max: [40, 30, 40],
    maxG: 5000,
    price: 699,
    perKm: 80,
    motif: 'parcel' as Motif,
  },
  {
    type: 'large',
    title: t('Large parcel', 'طرد كبير', 'Grand colis'),
    description: t(
      'Up to 20 kg, fits in a car boot.',
      'حتى ٢٠ كغ، يتسع في صندوق السيارة.',
      'Jusqu’à 20 kg, tient dans un coffre de voiture.',
    ),
    max: [80, 60, 80],
    maxG: 20000,
    price: 1299,
    perKm: 120,
    motif: 'parcel' as Motif,
  },
]

export const paymentTags = [
  'cash',
  'wallet',
  'stripe',
  'paypal',
  'razorpay',
  'paystack',
  'mercado-pago',
  'flutter-wave',
  'paytabs',
  'moyasar',
  'pay-fast',
]

export const reviewerNames: Array<[string, string]> = [
  ['Jordan', 'Lee'],
  ['Priya', 'Shah'],
  ['Omar', 'Haddad'],
  ['Camille', 'Martin'],
  ['Sofia', 'Rossi'],
  ['Daniel', 'Kim'],
  ['Layla', 'Nasser'],
  ['Marcus', 'Johnson'],
  ['Elena', 'García'],
  ['Noah', 'Brown'],
]

export const reviewComments: Array<{ rating: number; text: string }> = [
  { rating: 5, text: 'Arrived hot and exactly as ordered. Will order again!' },
  { rating: 5, text: 'Best in the neighbourhood, generous portions.' },
  { rating: 4, text: 'Really tasty, delivery took a bit longer than estimated.' },
  { rating: 5, text: 'Fresh ingredients and friendly courier.' },
  { rating: 4, text: 'Good value for money, packaging could be better.' },
  { rating: 3, text: 'Decent, but a little too salty for me.' },
  { rating: 5, text: 'وصل الطلب بسرعة والطعام لذيذ جدًا.' },
  { rating: 4, text: 'Très bon, livraison rapide et emballage soigné.' },
  { rating: 5, text: 'Everything was perfect, thank you!' },
  { rating: 2, text: 'One item was missing, support refunded it quickly though.' },
  { rating: 4, text: 'Solid choice for a weeknight dinner.' },
  { rating: 5, text: 'منتجات طازجة وأسعار مناسبة.' },
  { rating: 5, text: 'Excellent, les produits étaient très frais.' },
  { rating: 3, text: 'Fine, nothing special.' },
  { rating: 4, text: 'My go-to place for lunch at the office.' },
]

export const sectionNames = [
  t('Main Hall', 'القاعة الرئيسية', 'Salle principale'),
  t('Terrace', 'التراس', 'Terrasse'),
  t('Private Room', 'غرفة خاصة', 'Salon privé'),
]

export const nutritionNames = [
  t('Protein', 'بروتين', 'Protéines'),
  t('Carbohydrates', 'كربوهيدرات', 'Glucides'),
  t('Fat', 'دهون', 'Lipides'),
  t('Fibre', 'ألياف', 'Fibres'),
  t('Sugar', 'سكر', 'Sucres'),
  t('Sodium', 'صوديوم', 'Sodium'),
]

export const couponDefs = [
  {
    name: 'WELCOME10',
    type: 'percent' as const,
    price: 10,
    title: t('10% off your first order', 'خصم ١٠٪ على طلبك الأول', '10 % sur votre première commande'),
  },
  {
    name: 'BASIL5',
    type: 'fix' as const,
    price: 500,
    title: t('$5 off orders over $25', 'خصم ٥ دولارات على الطلبات فوق ٢٥ دولارًا', '5 $ de remise dès 25 $ d’achat'),
  },
  {
    name: 'FRESH15',
    type: 'percent' as const,
    price: 15,
    title: t('15% off fresh produce', 'خصم ١٥٪ على المنتجات الطازجة', '15 % sur les produits frais'),
  },
  {
    name: 'LUNCH3',
    type: 'fix' as const,
    price: 300,
    title: t('$3 off lunch', 'خصم ٣ دولارات على الغداء', '3 $ de remise sur le déjeuner'),
  },
]
