/**
 * Names Cambodians write in Khmer script as often as in Latin letters (ADR 0030):
 * brands, models and loanwords of the marketplace, by their Khmer
 * spelling (already normalized: see `normalizeSearchText`) to the Latin word ads write.
 *
 * ICU's Khmer dictionary does not know these names and cuts them into syllables (តូ យ៉ូ តា),
 * so `search-text.ts` finds them first: an ad that writes one is indexed under the Khmer name
 * and the Latin word, and a query that types one searches for the Latin word, so `តូយ៉ូតា`
 * finds "Toyota Camry" and `toyota` finds "លក់ឡានតូយ៉ូតា". Add a spelling when search logs
 * show people use it; keep entries specific enough not to occur inside ordinary Khmer words.
 */
export const KHMER_LOANWORDS: Readonly<Record<string, string>> = {
  // Cars and their models.
  តូយ៉ូតា: 'toyota',
  ឡិចស៊ីស: 'lexus',
  ហុងដា: 'honda',
  នីសាន់: 'nissan',
  ម៉ាស្តា: 'mazda',
  ហ្វដ: 'ford',
  គីយ៉ា: 'kia',
  ហ៊ុយន់ដាយ: 'hyundai',
  បេនហ្ស: 'benz',
  ខេមរី: 'camry',
  ព្រូស: 'prius',
  ព្រីយូស: 'prius',
  ហាយឡែនឌ័រ: 'highlander',
  រ៉េវហ្វ័រ: 'rav4',
  ស៊ីវីក: 'civic',
  ព្រីអុស: 'prius',
  // Motorbikes.
  យ៉ាម៉ាហា: 'yamaha',
  ស៊ូហ្ស៊ូគី: 'suzuki',
  ឌ្រីម: 'dream',
  ស្កូពី: 'scoopy',
  // Phones, computers and electronics.
  សាំសុង: 'samsung',
  ហ្គាឡាក់ស៊ី: 'galaxy',
  អាយហ្វូន: 'iphone',
  អាយផេត: 'ipad',
  ម៉ាក់ប៊ុក: 'macbook',
  អូប៉ូ: 'oppo',
  វីវ៉ូ: 'vivo',
  ស៊ាវមី: 'xiaomi',
  ហួវ៉ៃ: 'huawei',
  សូនី: 'sony',
  ឡាបថប: 'laptop',
  // Clothes and shoes.
  ណៃគី: 'nike',
  អាឌីដាស: 'adidas',
  // Property.
  ខុនដូ: 'condo',
  ខុនដូរ: 'condo',
  // ICU cuts it into syllables (អាផាត មិន: "not").
  អាផាតមិន: 'apartment',
};

/**
 * Other names people search a category by (ADR 0018), by category slug: a query that is one
 * of them names the category as its own name would (`motorbike` names Motorcycles, `ឡាន` names
 * Cars). Each entry is one name; several words must all be asked.
 */
export const CATEGORY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'mobile-phones': ['phone', 'smartphone', 'ទូរស័ព្ទ', 'ទូរសព្ទ'],
  'smart-watches': ['smartwatch', 'watch', 'នាឡិកា'],
  laptops: ['laptop', 'labtop', 'notebook', 'ឡេបថប'],
  tvs: ['tv', 'television', 'ទីវី'],
  // A camera is sold in Cameras & Drones or Security Cameras, whatever its ad says.
  cameras: ['camera', 'កាមេរ៉ា'],
  'security-cameras': ['cctv', 'camera', 'កាមេរ៉ា'],
  'air-conditioners': ['aircon', 'ម៉ាស៊ីនត្រជាក់'],
  refrigerators: ['fridge', 'ទូរទឹកកក'],
  cars: ['car', 'ឡាន', 'vehicle'],
  // "motobike" is how many Cambodians write it.
  motorcycles: ['motorbike', 'motobike', 'moto', 'scooter', 'ម៉ូតូ', 'មូតូ'],
  'tuk-tuks': ['tuktuk', 'remork', 'rickshaw', 'តុកតុក'],
  bicycles: ['bike', 'bicycle'],
  'car-rental': ['ជួលឡាន', 'car hire', 'rent a car'],
  'rooms-for-rent': ['room', 'បន្ទប់'],
  // A shophouse is a flat house (so `house` is about it too).
  shophouses: ['shophouse', 'flat house'],
  // "Recruiting staff": how employers head their job ads.
  jobs: ['job', 'ជ្រើសរើសបុគ្គលិក'],
};

/**
 * Words that mean the same in English and Khmer where no category's name pairs them (ADR 0018):
 * a query for one also asks the other, so `accountant` finds "ត្រូវការគណនេយ្យករ" and
 * `វីឡា` finds "Villa in Sen Sok". One word each way (as the search tokenizes it); add a pair
 * when search logs show people look for the thing in the other language.
 */
export const SEARCH_SYNONYMS: readonly (readonly [string, string])[] = [
  ['accountant', 'គណនេយ្យករ'],
  ['teacher', 'គ្រូបង្រៀន'],
  ['villa', 'វីឡា'],
  ['puppy', 'កូនឆ្កែ'],
  ['shophouse', 'ផ្ទះល្វែង'],
  ['security', 'សន្តិសុខ'],
  ['gold', 'មាស'],
  ['dog', 'ឆ្កែ'],
  ['cat', 'ឆ្មា'],
  ['rent', 'ជួល'],
  ['shoes', 'ស្បែកជើង'],
  ['english', 'ភាសាអង់គ្លេស'],
  // Provinces of one word in either script (longer names: SEARCH_PHRASES).
  ['battambang', 'បាត់ដំបង'],
  ['kampot', 'កំពត'],
  ['kandal', 'កណ្តាល'],
  ['kep', 'កែប'],
  ['kratie', 'ក្រចេះ'],
  ['mondulkiri', 'មណ្ឌលគិរី'],
  ['pursat', 'ពោធិ៍សាត់'],
  ['ratanakiri', 'រតនគិរី'],
  ['takeo', 'តាកែវ'],
  ['pailin', 'ប៉ៃលិន'],
];

/**
 * Product names a brand's name implies (one way: `apple` also asks `iphone`, not the reverse),
 * for brands whose products are sold under their own names.
 */
export const BRAND_PRODUCTS: Readonly<Record<string, readonly string[]>> = {
  apple: ['iphone', 'ipad', 'macbook', 'imac', 'airpods'],
};

/**
 * Kinds a word names that ads call by their own name (one way, like BRAND_PRODUCTS: `house`
 * also asks `shophouse` and `villa`, not the reverse). By the English word, singular.
 */
export const NARROWER_WORDS: Readonly<Record<string, readonly string[]>> = {
  house: ['shophouse', 'villa'],
  shoe: ['boots', 'sneakers', 'sandals', 'heels'],
};

/**
 * Names of more than one word, or written otherwise in each script, that mean one thing
 * (ADR 0018): places, and phrases whose words mean something else apart (`hard title`,
 * ប្លង់រឹង). Each is one search word (the key): an ad that writes any of its spellings is
 * indexed under it too, and a query that types one asks for it, so `ប្លង់រឹង` finds "hard title"
 * and `toul kork` finds "នៅទួលគោក". Latin spellings are whole words in order; Khmer ones are
 * found inside Khmer text like KHMER_LOANWORDS (keep them specific enough for that).
 */
export const SEARCH_PHRASES: Readonly<Record<string, readonly string[]>> = {
  hardtitle: ['hard title', 'ប្លង់រឹង'],
  softtitle: ['soft title', 'ប្លង់ទន់'],
  aircon: ['air conditioner', 'air conditioners', 'air con', 'ម៉ាស៊ីនត្រជាក់'],
  ps5: ['playstation 5', 'ps 5'],
  ps4: ['playstation 4', 'ps 4'],
  // Provinces of more than one word.
  phnompenh: ['phnom penh', 'ភ្នំពេញ'],
  siemreap: ['siem reap', 'សៀមរាប'],
  sihanoukville: ['preah sihanouk', 'sihanouk ville', 'ព្រះសីហនុ'],
  banteaymeanchey: ['banteay meanchey', 'បន្ទាយមានជ័យ'],
  oddarmeanchey: ['oddar meanchey', 'ឧត្តរមានជ័យ'],
  kampongcham: ['kampong cham', 'kompong cham', 'កំពង់ចាម'],
  kampongchhnang: ['kampong chhnang', 'kompong chhnang', 'កំពង់ឆ្នាំង'],
  kampongspeu: ['kampong speu', 'kompong speu', 'កំពង់ស្ពឺ'],
  kampongthom: ['kampong thom', 'kompong thom', 'កំពង់ធំ'],
  kohkong: ['koh kong', 'កោះកុង'],
  preahvihear: ['preah vihear', 'ព្រះវិហារ'],
  preyveng: ['prey veng', 'ព្រៃវែង'],
  stungtreng: ['stung treng', 'stoeng treng', 'ស្ទឹងត្រែង'],
  svayrieng: ['svay rieng', 'ស្វាយរៀង'],
  tboungkhmum: ['tboung khmum', 'tbong khmum', 'ត្បូងឃ្មុំ'],
  // Phnom Penh's districts, as people write them (the gazetteer's Latin names differ).
  chamkarmon: ['chamkar mon', 'chamkarmon', 'ចំការមន'],
  daunpenh: ['daun penh', 'doun penh', 'ដូនពេញ'],
  prampirmakara: ['prampir makara', '7 makara', 'ប្រាំពីរមករា'],
  toulkork: ['toul kork', 'tuol kork', 'tuol kouk', 'toul kouk', 'ទួលគោក'],
  bkk: ['boeung keng kang', 'boeng keng kang', 'beung keng kang', 'បឹងកេងកង'],
  sensok: ['sen sok', 'សែនសុខ'],
  russeykeo: ['russey keo', 'ruessei kaev', 'ឫស្សីកែវ'],
  porsenchey: ['por senchey', 'pou senchey', 'ពោធិ៍សែនជ័យ'],
  chroychangvar: ['chroy changvar', 'chrouy changvar', 'ជ្រោយចង្វារ'],
  chbarampov: ['chbar ampov', 'ច្បារអំពៅ'],
  meanchey: ['mean chey', 'ខណ្ឌមានជ័យ'],
  dangkao: ['dangkao', 'dangkor', 'ដង្កោ'],
  prekpnov: ['prek pnov', 'praek pnov', 'ព្រែកព្នៅ'],
};

/**
 * Product names people type apart as often as together (`i phone 13`, `mac book`): in a query,
 * two words next to each other that make one of these are asked as that one word.
 */
export const JOINED_NAMES: ReadonlySet<string> = new Set([
  'iphone',
  'ipad',
  'imac',
  'macbook',
  'airpods',
  'playstation',
]);
