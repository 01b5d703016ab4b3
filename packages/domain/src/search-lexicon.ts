/**
 * Names Cambodians write in Khmer script as often as in Latin letters (ADR 0012, "Brand
 * names in either script"): brands, models and loanwords of the marketplace, by their Khmer
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
  // Motorbikes.
  យ៉ាម៉ាហា: 'yamaha',
  ស៊ូហ្ស៊ូគី: 'suzuki',
  ឌ្រីម: 'dream',
  ស្កូពី: 'scoopy',
  // Phones, computers and electronics.
  សាំសុង: 'samsung',
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
};

/**
 * Other names people search a category by (ADR 0018), by category slug: a query that is one
 * of them names the category as its own name would (`motorbike` names Motorcycles, `ឡាន` names
 * Cars). Each entry is one name; several words must all be asked.
 */
export const CATEGORY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'mobile-phones': ['phone', 'smartphone', 'ទូរស័ព្ទ', 'ទូរសព្ទ'],
  laptops: ['laptop', 'labtop', 'notebook', 'ឡេបថប'],
  tvs: ['tv', 'television', 'ទីវី'],
  'air-conditioners': ['aircon', 'ម៉ាស៊ីនត្រជាក់'],
  refrigerators: ['fridge', 'ទូរទឹកកក'],
  cars: ['car', 'ឡាន', 'vehicle'],
  // "motobike" is how many Cambodians write it.
  motorcycles: ['motorbike', 'motobike', 'moto', 'scooter', 'ម៉ូតូ'],
  'tuk-tuks': ['tuktuk', 'remork', 'rickshaw', 'តុកតុក'],
  bicycles: ['bike', 'bicycle'],
  'rooms-for-rent': ['room', 'បន្ទប់'],
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
];

/**
 * Product names a brand's name implies (one way: `apple` also asks `iphone`, not the reverse),
 * for brands whose products are sold under their own names.
 */
export const BRAND_PRODUCTS: Readonly<Record<string, readonly string[]>> = {
  apple: ['iphone', 'ipad', 'macbook', 'imac', 'airpods'],
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
