/** Fixed vocabularies of the demo catalogue. Data only; server/db/seed.ts turns it into rows. */

export interface CategorySeed {
  name: string;
  slug: string;
  description: string;
  /** What the goods of this category are, and how to name them. */
  kind?: 'frame' | 'sun' | 'lens' | 'accessory';
  gender?: 'men' | 'women' | 'unisex' | 'kids';
  children?: CategorySeed[];
}

/** Top-level categories in menu order; goods go to the leaves (a category without children). */
export const categoryTree: CategorySeed[] = [
  {
    name: 'Optical Frames',
    slug: 'optical-frames',
    description: 'Prescription-ready frames in every shape and material.',
    children: [
      { name: 'Men', slug: 'optical-frames-men', description: 'Optical frames for men.', kind: 'frame', gender: 'men' },
      { name: 'Women', slug: 'optical-frames-women', description: 'Optical frames for women.', kind: 'frame', gender: 'women' },
      { name: 'Kids/Teens', slug: 'optical-frames-kids-teens', description: 'Durable frames for kids and teens.', kind: 'frame', gender: 'kids' },
      { name: 'Unisex', slug: 'optical-frames-unisex', description: 'Frames that suit everyone.', kind: 'frame', gender: 'unisex' },
    ],
  },
  {
    name: 'Sunglasses',
    slug: 'sunglasses',
    description: 'UV400 sunglasses, prescription-ready.',
    children: [
      { name: 'Men', slug: 'sunglasses-men', description: 'Sunglasses for men.', kind: 'sun', gender: 'men' },
      { name: 'Women', slug: 'sunglasses-women', description: 'Sunglasses for women.', kind: 'sun', gender: 'women' },
      { name: 'Polarized', slug: 'sunglasses-polarized', description: 'Polarized lenses cut the glare.', kind: 'sun', gender: 'unisex' },
    ],
  },
  {
    name: 'Blue Light Glasses',
    slug: 'blue-light-glasses',
    description: 'Screen glasses with blue-light filtering lenses.',
    kind: 'frame',
    gender: 'unisex',
  },
  {
    name: 'Sports Glasses',
    slug: 'sports-glasses',
    description: 'Wrap-around, rubber-tipped frames for an active day.',
    kind: 'frame',
    gender: 'unisex',
  },
  { name: 'Kids Glasses', slug: 'kids-glasses', description: 'Flexible, light frames for little faces.', kind: 'frame', gender: 'kids' },
  { name: 'Reading Glasses', slug: 'reading-glasses', description: 'Readers from +1.00 to +3.50.', kind: 'frame', gender: 'unisex' },
  {
    name: 'Lenses',
    slug: 'lenses',
    description: 'Prescription lenses for any frame.',
    children: [
      { name: 'Single Vision', slug: 'lenses-single-vision', description: 'One prescription across the lens.', kind: 'lens' },
      { name: 'Progressive', slug: 'lenses-progressive', description: 'Distance, intermediate and near in one lens.', kind: 'lens' },
      { name: 'Photochromic', slug: 'lenses-photochromic', description: 'Lenses that darken in sunlight.', kind: 'lens' },
    ],
  },
  {
    name: 'Accessories',
    slug: 'accessories',
    description: 'Cases, cleaning kits and chains.',
    children: [
      { name: 'Cases', slug: 'accessories-cases', description: 'Hard and soft glasses cases.', kind: 'accessory' },
      { name: 'Cleaning', slug: 'accessories-cleaning', description: 'Sprays and microfibre cloths.', kind: 'accessory' },
      { name: 'Chains', slug: 'accessories-chains', description: 'Chains and cords for your glasses.', kind: 'accessory' },
    ],
  },
];

/** How many goods each leaf gets, by slug (leaves not listed get the default). */
export const goodsPerLeaf: Record<string, number> = {
  'optical-frames-men': 44,
  'optical-frames-women': 44,
  'optical-frames-kids-teens': 20,
  'optical-frames-unisex': 36,
  'sunglasses-men': 26,
  'sunglasses-women': 26,
  'sunglasses-polarized': 20,
  'blue-light-glasses': 22,
  'sports-glasses': 14,
  'kids-glasses': 16,
  'reading-glasses': 16,
  'lenses-single-vision': 6,
  'lenses-progressive': 6,
  'lenses-photochromic': 6,
  'accessories-cases': 6,
  'accessories-cleaning': 5,
  'accessories-chains': 5,
};

export const shapes = [
  { key: 'aviator', label: 'Aviator', code: 'AV' },
  { key: 'round', label: 'Round', code: 'RD' },
  { key: 'rectangle', label: 'Rectangle', code: 'RC' },
  { key: 'square', label: 'Square', code: 'SQ' },
  { key: 'cat-eye', label: 'Cat-Eye', code: 'CE' },
  { key: 'oval', label: 'Oval', code: 'OV' },
  { key: 'browline', label: 'Browline', code: 'BL' },
  { key: 'geometric', label: 'Geometric', code: 'GM' },
  { key: 'wayfarer', label: 'Wayfarer', code: 'WF' },
] as const;

export const materials = [
  { key: 'acetate', label: 'Acetate' },
  { key: 'titanium', label: 'Titanium' },
  { key: 'stainless steel', label: 'Steel' },
  { key: 'TR90', label: 'TR90' },
  { key: 'wood', label: 'Wood' },
  { key: 'mixed', label: 'Combination' },
] as const;

export const rims = ['full-rim', 'semi-rimless', 'rimless'] as const;

/** Model names give each frame a little personality. */
export const collections = [
  'Milano',
  'Harbor',
  'Aurora',
  'Brooklyn',
  'Kyoto',
  'Sierra',
  'Lisbon',
  'Nova',
  'Vega',
  'Oslo',
  'Camden',
  'Soho',
  'Monroe',
  'Avalon',
  'Riviera',
  'Tribeca',
  'Marais',
  'Hudson',
  'Carmel',
  'Sonoma',
  'Bristol',
  'Verona',
];

export const colors = [
  { name: 'Matte Black', hex: '#1f1f1f' },
  { name: 'Tortoise', hex: '#6b3e26' },
  { name: 'Gold', hex: '#c9a646' },
  { name: 'Silver', hex: '#b8bcc2' },
  { name: 'Gunmetal', hex: '#53565a' },
  { name: 'Crystal Clear', hex: '#d5dde2' },
  { name: 'Navy Blue', hex: '#1f3a5f' },
  { name: 'Burgundy', hex: '#7a1f2b' },
  { name: 'Rose Gold', hex: '#b76e79' },
  { name: 'Havana', hex: '#8b5a2b' },
  { name: 'Olive Green', hex: '#556b2f' },
  { name: 'Champagne', hex: '#d8c69a' },
  { name: 'Blush Pink', hex: '#e8b4b8' },
  { name: 'Grey Fade', hex: '#8a8d91' },
  { name: 'Honey Amber', hex: '#c68e3c' },
  { name: 'Teal', hex: '#2a7f7f' },
  { name: 'Cherry Red', hex: '#b3262e' },
  { name: 'Ivory', hex: '#e9e1cf' },
] as const;

export const lensProducts = {
  'lenses-single-vision': ['1.50 Standard', '1.56 Mid-Index', '1.61 Thin', '1.67 Ultra-Thin', '1.74 Super-Thin', '1.59 Polycarbonate'],
  'lenses-progressive': [
    'Standard Progressive',
    'Wide-Corridor Progressive',
    'Office Progressive',
    'Digital Free-Form Progressive',
    'Short-Corridor Progressive',
    'Premium Progressive',
  ],
  'lenses-photochromic': [
    'Grey Photochromic',
    'Brown Photochromic',
    'Green Photochromic',
    'Blue-Cut Photochromic',
    'Extra-Dark Photochromic',
    'Driving Photochromic',
  ],
} as Record<string, string[]>;

export const accessoryProducts = {
  'accessories-cases': [
    'Hard Clamshell Case',
    'Folding Triangle Case',
    'Leather Slip Case',
    'Zip Travel Case',
    'Double Glasses Case',
    'Kids Character Case',
  ],
  'accessories-cleaning': [
    'Lens Cleaning Spray 60ml',
    'Microfibre Cloth 3-Pack',
    'Anti-Fog Wipes 30-Pack',
    'Screwdriver Repair Kit',
    'Ultrasonic Cleaner Mini',
  ],
  'accessories-chains': ['Beaded Glasses Chain', 'Leather Cord Strap', 'Pearl Eyewear Chain', 'Sports Retainer Strap', 'Gold Link Chain'],
} as Record<string, string[]>;

export const currencySeed = [
  { name: 'US Dollar', money: '$', symbol: 'USD', rate: 1, country: 'United States' },
  { name: 'Euro', money: '€', symbol: 'EUR', rate: 0.92, country: 'European Union' },
  { name: 'British Pound', money: '£', symbol: 'GBP', rate: 0.79, country: 'United Kingdom' },
  { name: 'Canadian Dollar', money: 'C$', symbol: 'CAD', rate: 1.36, country: 'Canada' },
  { name: 'Australian Dollar', money: 'A$', symbol: 'AUD', rate: 1.52, country: 'Australia' },
  { name: 'Swiss Franc', money: 'CHF ', symbol: 'CHF', rate: 0.88, country: 'Switzerland' },
  { name: 'Mexican Peso', money: 'MX$', symbol: 'MXN', rate: 17.1, country: 'Mexico' },
  { name: 'Japanese Yen', money: '¥', symbol: 'JPY', rate: 151.4, country: 'Japan' },
];

export const hotSearchNames = ['aviator', 'round frames', 'cat eye', 'blue light', 'titanium', 'kids glasses', 'sunglasses', 'progressive lenses'];

/** The footer (column 2, store 2), in order. */
export const footerLinks = [
  { name: 'Help Center', url: '/after-sales' },
  { name: 'Order Tracking', url: '/track-order' },
  { name: 'Shipping', url: '/shipping' },
  { name: 'Privacy', url: '/privacy' },
  { name: 'Terms & Conditions', url: '/terms-conditions' },
  { name: 'Contact Us', url: '/contact-us' },
  { name: 'Intellectual Property Rights', url: '/intellectual-property-rights' },
  { name: 'Drop Shipping Service', url: '/drop-shipping-service' },
  { name: 'OEM/ODM', url: '/oem-odm' },
  { name: 'About us', url: '/introduction' },
  { name: 'Company News', url: '/company-news' },
  { name: "Readers' Topics", url: '/readers-topic' },
];

/** Reviewers as shown: first name and the initial of the last name. */
export const reviewerNames = [
  'Emma W.',
  'Liam K.',
  'Olivia M.',
  'Noah B.',
  'Ava R.',
  'Ethan S.',
  'Sophia L.',
  'Mason T.',
  'Isabella H.',
  'Lucas G.',
  'Mia P.',
  'James D.',
  'Charlotte F.',
  'Benjamin C.',
  'Amelia J.',
  'Henry N.',
  'Harper V.',
  'Daniel O.',
  'Evelyn Q.',
  'Jack Y.',
  'Abigail E.',
  'Samuel Z.',
  'Grace A.',
  'Leo I.',
  'Chloe U.',
  'Owen X.',
  'Zoe W.',
  'Nathan R.',
  'Lily S.',
  'Ryan M.',
];

/** Short review texts by star rating (index 0 is 1 star). `{shape}`, `{color}` and `{noun}` are filled in. */
export const reviewTexts: string[][] = [
  [
    'The hinge broke after two weeks. Disappointed.',
    'Not what I expected, the {color} looks much duller than in the pictures.',
    'Too narrow for my face and the nose pads dig in. Returned them.',
  ],
  [
    'The frame is fine but it arrived a bit bent. Had to have it adjusted.',
    'Looks okay, feels cheaper than the price suggests.',
    'Lenses were right, but the temples are too short for me.',
  ],
  [
    'Decent {noun} for the money. Nothing special.',
    'Fit is okay, the {color} is a little darker than shown.',
    'Good shape, but delivery took longer than promised.',
    'Average quality. The case that came with it is nice though.',
  ],
  [
    'Very nice {shape} frame, fits well. Took a day to get used to.',
    'Good quality for the price, and the {color} looks great.',
    'Comfortable for a full day at the screen. Would buy again.',
    'Solid {noun}, light on the nose. Only wish the case were sturdier.',
    'Happy with them. Shipping was quick and the prescription is spot on.',
  ],
  [
    'Love them! The {color} {shape} shape suits my face perfectly.',
    'Excellent quality, light and comfortable. Second pair I have bought here.',
    'Perfect fit straight out of the box. Lots of compliments already.',
    'Better than the glasses I paid three times as much for at the mall.',
    'Great {noun}. The {color} finish looks premium and the hinges feel solid.',
    'Exactly as pictured. Fast delivery and the lenses are crystal clear.',
    'My kids love theirs too, we ordered two more pairs.',
    'Super light, I forget I am wearing them. Highly recommend.',
  ],
];

/** The home page's hero slides; each gets a picture of a product of the linked category. */
export const heroSlides = [
  { title: 'Frames for every face', subtitle: 'Over 300 styles, prescription-ready, from $19.99', category: 'optical-frames' },
  { title: 'Sun, sorted', subtitle: 'UV400 and polarized sunglasses for the season', category: 'sunglasses' },
  { title: 'Easy on the eyes', subtitle: 'Blue light glasses for long days at the screen', category: 'blue-light-glasses' },
];

/** Goods rows of the home page, in order. */
export const homeGoodsRows = [
  { title: 'New arrivals', subtitle: 'Just landed in the shop', tab: 'new' },
  { title: 'Best sellers', subtitle: 'What our customers love most', tab: 'best' },
  { title: 'On sale', subtitle: 'Special prices while stocks last', tab: 'sale' },
] as const;

/**
 * The sale (activity): live from a day before the seed run until SALE_DAYS_LEFT days after it (so
 * its countdown runs on a fresh demo), over these categories' goods with a special price.
 */
export const saleSeed = {
  title: 'The Season Sale',
  subtitle: 'Special prices on frames, sunglasses and screen glasses, for a few days only',
  bannerAlt: 'Frames on sale',
  categories: ['optical-frames', 'sunglasses', 'blue-light-glasses'],
  /** Days and hours the sale runs on after the seed run. */
  endsAfterMs: 3 * 86_400_000 + 5 * 3_600_000,
} as const;

/** The business pricing promo: ladder tiers explained. */
export const ladderPromo = {
  title: 'Buy more, pay less',
  subtitle: 'Ladder pricing for shops, clinics and teams: the more pieces, the lower the price per piece.',
  link: '/catalog-price-list-w',
  tiers: [
    { title: '1-9 pieces', subtitle: 'List price' },
    { title: '10-49 pieces', subtitle: 'Save 10% per piece' },
    { title: '50+ pieces', subtitle: 'Save 20% per piece' },
    { title: 'OEM / ODM', subtitle: 'Your logo on frames and cases', link: '/oem-odm' },
  ],
};

/**
 * Coupons 38-41 (the spec's coupon list ids), claimable by anyone for a year from the seed run;
 * 41 is limited to the first 500 customers. The welcome coupon (services/orders/coupons.ts
 * WELCOME_COUPON) is seeded beside them.
 */
export const couponSeed = [
  { id: 38, code: 'SAVE5', title: '$5 off orders from $39', discountType: 'amount', discountValue: 5, minAmount: 39 },
  { id: 39, code: 'TENOFF79', title: '10% off orders from $79', discountType: 'percent', discountValue: 10, minAmount: 79 },
  { id: 40, code: 'SAVE15', title: '$15 off orders from $129', discountType: 'amount', discountValue: 15, minAmount: 129 },
  { id: 41, code: 'TWENTY199', title: '20% off orders from $199', discountType: 'percent', discountValue: 20, minAmount: 199, quantity: 500 },
] as const;

/**
 * The demo questionnaires (services/questionnaires): two open ones (points, then a coupon) and one
 * that has closed. Their pictures are files of the app (public/images).
 */
export const questionnaireSeed = [
  {
    id: 1,
    title: 'How do you choose your glasses?',
    description: 'Five quick questions about how you pick frames and lenses. Answer them all and earn 50 points.',
    imageUrl: '/images/questionnaire-banner.svg',
    wapImageUrl: '/images/questionnaire-banner-wap.svg',
    rewardKind: 'points' as const,
    rewardPoints: 50,
    questions: [
      {
        id: 'wear',
        kind: 'single' as const,
        text: 'How often do you wear glasses?',
        required: true,
        options: [
          { id: 'all-day', text: 'All day' },
          { id: 'reading', text: 'For reading or screens' },
          { id: 'driving', text: 'For driving' },
          { id: 'sun', text: 'Only sunglasses' },
        ],
      },
      {
        id: 'matters',
        kind: 'multiple' as const,
        text: 'What matters most when you choose a frame?',
        required: true,
        options: [
          { id: 'fit', text: 'Comfort and fit' },
          { id: 'style', text: 'Style' },
          { id: 'price', text: 'Price' },
          { id: 'weight', text: 'Light weight' },
          { id: 'brand', text: 'Brand' },
        ],
      },
      {
        id: 'shape',
        kind: 'single' as const,
        text: 'Which frame shape do you wear most?',
        required: false,
        options: [
          { id: 'round', text: 'Round' },
          { id: 'rectangle', text: 'Rectangle' },
          { id: 'cat-eye', text: 'Cat eye' },
          { id: 'aviator', text: 'Aviator' },
          { id: 'other', text: 'Something else' },
        ],
      },
      { id: 'ease', kind: 'rating' as const, text: 'How easy was it to find your size on our shop?', required: true, options: [] },
      { id: 'wish', kind: 'text' as const, text: 'What would you like us to stock next?', required: false, options: [] },
    ],
    startsDaysAgo: 1,
    endsInDays: 90,
  },
  {
    id: 2,
    title: 'Tell us about your lenses',
    description: 'Three questions about the lenses you need. Answer them and get $15 off orders from $129.',
    imageUrl: '/images/questionnaire-banner.svg',
    wapImageUrl: '/images/questionnaire-banner-wap.svg',
    rewardKind: 'coupon' as const,
    rewardCouponId: 40,
    questions: [
      {
        id: 'lens',
        kind: 'single' as const,
        text: 'Which lenses do you need?',
        required: true,
        options: [
          { id: 'single-vision', text: 'Single vision' },
          { id: 'progressive', text: 'Progressive' },
          { id: 'reading', text: 'Reading' },
          { id: 'none', text: 'No prescription' },
        ],
      },
      {
        id: 'coatings',
        kind: 'multiple' as const,
        text: 'Which coatings would you pay for?',
        required: false,
        options: [
          { id: 'blue-light', text: 'Blue light filter' },
          { id: 'anti-glare', text: 'Anti-glare' },
          { id: 'photochromic', text: 'Light-adaptive' },
          { id: 'scratch', text: 'Scratch resistant' },
        ],
      },
      { id: 'prescription', kind: 'rating' as const, text: 'How confident are you entering your prescription online?', required: true, options: [] },
    ],
    startsDaysAgo: 1,
    endsInDays: 120,
  },
  {
    id: 3,
    title: 'Spring sunglasses poll',
    description: 'Which sunglasses should come back next spring?',
    imageUrl: '/images/questionnaire-banner.svg',
    wapImageUrl: '/images/questionnaire-banner-wap.svg',
    rewardKind: 'points' as const,
    rewardPoints: 20,
    questions: [
      {
        id: 'tint',
        kind: 'single' as const,
        text: 'Your favourite tint?',
        required: true,
        options: [
          { id: 'grey', text: 'Grey' },
          { id: 'brown', text: 'Brown' },
          { id: 'green', text: 'Green' },
        ],
      },
    ],
    startsDaysAgo: 120,
    endsInDays: -30,
  },
];

/**
 * The live rooms (services/live/): one live now with products (the first `pinned` of them pinned),
 * one scheduled `startsInDays` after the seed. The live one plays the demo stream the project ships
 * (DEMO_LIVE_STREAM, public/live/demo/: a few seconds of HLS, looped by the player); the scheduled one
 * has none until the operator gives one (`npm run live -- start <room> --video <url>`, or api/admin/live/{room} start {video_url}).
 */
export const DEMO_LIVE_STREAM = '/live/demo/index.m3u8';
export const liveRoomSeed = [
  {
    id: 1,
    slug: 'frames-live',
    title: 'New frames, live from the workshop',
    state: 'live' as const,
    videoUrl: DEMO_LIVE_STREAM,
    productCount: 6,
    pinned: 2,
    startsInDays: 0,
  },
  {
    id: 2,
    slug: 'sunglasses-preview',
    title: 'Sunglasses preview',
    state: 'scheduled' as const,
    videoUrl: '',
    productCount: 4,
    pinned: 0,
    startsInDays: 2,
  },
];

/** The live room's opening comments, from the seed's shoppers. */
export const liveCommentSeed = [
  { name: 'Maria***', text: 'Love the tortoise ones!', color: '#b5651d' },
  { name: 'Kenji***', text: 'Do these come with blue light lenses?', color: '#2b6cb0' },
  { name: 'Demo***', text: 'Just added the round frames to my cart', color: '#2f855a' },
];

/** The lens catalogue (api/customer/lens_list): usages, indices with their material, coatings and tints, in USD. */
export const lensOptionSeed = [
  {
    kind: 'usage',
    code: 'distance',
    name: 'Single vision: distance',
    price: 29,
    description: 'One power across the lens, for seeing far: driving, TV, everyday wear.',
  },
  {
    kind: 'usage',
    code: 'reading',
    name: 'Single vision: reading',
    price: 29,
    description: 'One power across the lens, for close work: reading, phone, sewing.',
  },
  {
    kind: 'usage',
    code: 'progressive',
    name: 'Progressive',
    price: 119,
    description: 'Distance at the top, intermediate in the middle and reading at the bottom, with no visible line.',
  },
  {
    kind: 'usage',
    code: 'non_prescription',
    name: 'Non-prescription',
    price: 15,
    description: 'Plain lenses with no power, for fashion, blue light or sun.',
  },
  { kind: 'usage', code: 'frame_only', name: 'Frame only', price: 0, description: 'The frame with its demo lenses, to fit your own lenses locally.' },
  {
    kind: 'index',
    code: '1.50',
    name: '1.50 Standard',
    material: 'CR-39 plastic',
    price: 0,
    description: 'Clear, light and scratch-resistant; for prescriptions up to ±4.00.',
  },
  {
    kind: 'index',
    code: '1.60',
    name: '1.60 Thin',
    material: 'MR-8 high-index plastic',
    price: 39,
    description: 'About 25% thinner than standard; up to ±8.00.',
  },
  {
    kind: 'index',
    code: '1.67',
    name: '1.67 Ultra-thin',
    material: 'MR-7 high-index plastic',
    price: 69,
    description: 'About 35% thinner than standard, aspheric; up to ±8.00.',
  },
  {
    kind: 'index',
    code: '1.74',
    name: '1.74 Super-thin',
    material: 'MR-174 high-index plastic',
    price: 119,
    description: 'The thinnest we make, for strong prescriptions up to ±20.00.',
  },
  {
    kind: 'coating',
    code: 'anti_reflective',
    name: 'Anti-reflective',
    price: 19,
    description: 'Fewer reflections and glare, especially at night and on screens.',
  },
  { kind: 'coating', code: 'blue_light', name: 'Blue-light filter', price: 25, description: 'Filters part of the blue light of screens and LEDs.' },
  {
    kind: 'coating',
    code: 'hydrophobic',
    name: 'Water and smudge repellent',
    price: 12,
    description: 'Water, dust and fingerprints wipe off easily.',
  },
  { kind: 'tint', code: 'photochromic_grey', name: 'Photochromic grey', price: 59, description: 'Clear indoors, darkens to grey in sunlight.' },
  { kind: 'tint', code: 'sun_grey', name: 'Sun tint grey', price: 29, description: 'A fixed grey sun tint, 80% darker.' },
  { kind: 'tint', code: 'polarized_brown', name: 'Polarised brown', price: 49, description: 'Cuts glare off water and roads; a warm brown tint.' },
] as const;
