// Long on purpose: mostly data (the items, vehicles, descriptions and names demo ads are made of) beside the generator that draws from them.
import {
  AD_FIELD_DEFINITIONS,
  CONDITIONS,
  VEHICLE_BRANDS,
  type SubcategoryType,
  type VehicleBrand,
} from '@repo/domain';

/**
 * Realistic demo ads (the demo marketplace, and the bulk generator of the search benchmarks): a
 * deterministic generator, so the same seed gives the same marketplace. It only writes
 * the post form (flat snake_case fields, as a member would type them); the caller
 * validates it with the domain's `adInputSchema` and picks a real place for it.
 */

export type DemoLocale = 'en' | 'km';

/** A small, fast, seedable PRNG (mulberry32). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (probability) => next() < probability,
  };
}

export interface Random {
  /** In [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** What is sold in a subcategory: English and Khmer names and a price range in USD. */
interface Item {
  en: string;
  km: string;
  price: [number, number];
}
const item = (en: string, km: string, min: number, max: number): Item => ({
  en,
  km,
  price: [min, max],
});

/** Items by subcategory slug (a slug not listed falls back to its main category's items). */
const ITEMS: Record<string, Item[]> = {
  'mobile-phones': [
    item('iPhone 13 Pro 128GB', 'iPhone 13 Pro 128GB', 420, 650),
    item('iPhone 15 Pro Max 256GB', 'iPhone 15 Pro Max 256GB', 850, 1150),
    item('Samsung Galaxy S23 Ultra', 'Samsung Galaxy S23 Ultra', 550, 800),
    item('Oppo Reno 10', 'Oppo Reno 10', 180, 290),
    item('Vivo Y36', 'Vivo Y36', 120, 190),
  ],
  tablets: [
    item('iPad Air 5 Wi-Fi 64GB', 'iPad Air 5 Wi-Fi 64GB', 380, 520),
    item('Samsung Galaxy Tab S9', 'Samsung Galaxy Tab S9', 450, 650),
  ],
  'smart-watches': [
    item('Apple Watch Series 8', 'នាឡិកា Apple Watch Series 8', 190, 290),
    item('Xiaomi Smart Band 8', 'Xiaomi Smart Band 8', 25, 40),
  ],
  'phone-accessories': [
    item('Anker 20W fast charger', 'ឆ្នាំងសាក Anker 20W សាកលឿន', 10, 18),
    item('AirPods Pro 2', 'កាស AirPods Pro 2', 150, 210),
  ],
  'phone-numbers': [
    item('Lucky number 012 88 88 99', 'លេខស្អាត 012 88 88 99', 80, 400),
    item('Smart number 010 555 777', 'លេខស្អាត Smart 010 555 777', 50, 200),
  ],
  laptops: [
    item('MacBook Air M2 13-inch', 'MacBook Air M2 13 អ៊ីញ', 750, 1000),
    item('Dell Latitude 7490 i7', 'Dell Latitude 7490 i7', 260, 380),
    item('Asus TUF Gaming F15', 'Asus TUF Gaming F15', 600, 850),
  ],
  desktops: [item('Gaming PC Ryzen 5 RTX 3060', 'កុំព្យូទ័រលេងហ្គេម Ryzen 5 RTX 3060', 650, 950)],
  'computer-parts': [
    item('Kingston 16GB DDR4 RAM', 'RAM Kingston 16GB DDR4', 28, 45),
    item('Samsung 980 SSD 1TB', 'SSD Samsung 980 1TB', 60, 90),
  ],
  monitors: [item('LG 27-inch 4K monitor', 'អេក្រង់ LG 27 អ៊ីញ 4K', 220, 320)],
  'printers-scanners': [item('Canon Pixma G3010 printer', 'ម៉ាស៊ីនព្រីន Canon Pixma G3010', 120, 170)],
  networking: [
    item('TP-Link Deco mesh Wi-Fi (3 pack)', 'TP-Link Deco Wi-Fi mesh (៣ គ្រឿង)', 90, 140),
  ],
  'software-games': [item('PS5 game FC 24', 'ថាសហ្គេម PS5 FC 24', 25, 45)],
  tvs: [
    item('Samsung 55-inch 4K Smart TV', 'ទូរទស្សន៍ Samsung 55 អ៊ីញ 4K Smart TV', 380, 560),
    item('Sony Bravia 43-inch', 'ទូរទស្សន៍ Sony Bravia 43 អ៊ីញ', 260, 380),
  ],
  cameras: [
    item('Canon EOS 90D with 18-135mm lens', 'កាមេរ៉ា Canon EOS 90D ជាមួយឡង់ 18-135mm', 800, 1100),
  ],
  'audio-speakers': [item('JBL PartyBox 310', 'ឧបករណ៍បំពងសំឡេង JBL PartyBox 310', 320, 450)],
  'air-conditioners': [
    item('Daikin inverter air conditioner 1.5 HP', 'ម៉ាស៊ីនត្រជាក់ Daikin Inverter 1.5 សេះ', 330, 480),
  ],
  refrigerators: [
    item('Toshiba 2-door refrigerator 250 L', 'ទូទឹកកក Toshiba ២ ទ្វារ 250 លីត្រ', 240, 360),
  ],
  'washing-machines': [item('LG 9 kg washing machine', 'ម៉ាស៊ីនបោកខោអាវ LG 9 គីឡូ', 230, 340)],
  'kitchen-appliances': [
    item('Philips air fryer 4.1 L', 'ឆ្នាំងចៀនគ្មានប្រេង Philips 4.1 លីត្រ', 60, 95),
  ],
  'game-consoles': [
    item('PlayStation 5 with two controllers', 'PlayStation 5 ជាមួយដៃលេងពីរ', 420, 520),
  ],
  'security-cameras': [
    item('Hikvision 4-camera CCTV kit', 'ឈុតកាមេរ៉ាសុវត្ថិភាព Hikvision ៤ គ្រាប់', 180, 260),
  ],
  cars: [],
  motorcycles: [],
  'tuk-tuks': [],
  'trucks-machinery': [],
  bicycles: [
    item('Giant mountain bike 27.5"', 'កង់ភ្នំ Giant 27.5"', 180, 320),
    item('Kids bicycle 16-inch', 'កង់ក្មេង 16 អ៊ីញ', 35, 60),
  ],
  'car-parts': [item('Toyota Prius hybrid battery', 'អាគុយហាយប្រ៊ីត Toyota Prius', 450, 700)],
  'motorcycle-parts': [item('Honda Dream original rims', 'កងឡាន Honda Dream ហ្ស៊ីន', 40, 70)],
  'car-rental': [item('Car rental with driver, Phnom Penh', 'ជួលឡានព្រមអ្នកបើកបរ ក្នុងភ្នំពេញ', 45, 70)],
  'houses-for-sale': [
    item('Flat house 4x16 m', 'ផ្ទះល្វែង ៤x១៦ ម៉ែត្រ', 68000, 140000),
    item('Twin villa with garden', 'វីឡាភ្លោះមានសួនច្បារ', 180000, 320000),
  ],
  'houses-for-rent': [item('Villa for rent, 4 bedrooms', 'វីឡាសម្រាប់ជួល ៤ បន្ទប់គេង', 900, 2200)],
  'land-for-sale': [
    item('Land 10x30 m with hard title', 'ដីទំហំ ១០x៣០ ម៉ែត្រ មានប្លង់រឹង', 25000, 90000),
    item('Farm land 1 hectare', 'ដីចម្ការ ១ ហិកតា', 15000, 45000),
  ],
  'land-for-rent': [item('Land for rent near the main road', 'ដីសម្រាប់ជួល ក្បែរផ្លូវធំ', 300, 1200)],
  'condos-apartments': [
    item(
      '2-bedroom condo with pool and gym',
      'ខុនដូ ២ បន្ទប់គេង មានអាងហែលទឹក និងកន្លែងហាត់ប្រាណ',
      650,
      1100,
    ),
  ],
  'rooms-for-rent': [
    item('Furnished room near university', 'បន្ទប់ជួលមានគ្រឿងសង្ហារិម ក្បែរសាកលវិទ្យាល័យ', 90, 180),
  ],
  shophouses: [item('Shophouse on a main street', 'ផ្ទះអាជីវកម្មមុខផ្លូវធំ', 1200, 2500)],
  'offices-warehouses': [
    item('Warehouse 600 m² with loading yard', 'ឃ្លាំង ៦០០ ម៉ែត្រការ៉េ មានទីធ្លាដឹកទំនិញ', 1500, 3200),
  ],
  'sales-marketing-jobs': [item('Sales executive', 'បុគ្គលិកផ្នែកលក់', 300, 600)],
  'accounting-finance-jobs': [item('Junior accountant', 'គណនេយ្យករ', 350, 650)],
  'it-jobs': [item('Web developer (React)', 'អ្នកអភិវឌ្ឍគេហទំព័រ (React)', 600, 1500)],
  'hotel-restaurant-jobs': [item('Waiter and waitress', 'អ្នករត់តុ', 200, 300)],
  'driver-delivery-jobs': [
    item('Delivery driver with motorbike', 'អ្នកដឹកជញ្ជូនមានម៉ូតូផ្ទាល់ខ្លួន', 250, 400),
  ],
  'admin-office-jobs': [item('Receptionist', 'បុគ្គលិកផ្នែកទទួលភ្ញៀវ', 250, 400)],
  'teaching-jobs': [item('English teacher for kids', 'គ្រូបង្រៀនភាសាអង់គ្លេសកុមារ', 400, 900)],
  'construction-technician-jobs': [item('Electrician', 'ជាងអគ្គិសនី', 300, 550)],
  'factory-jobs': [item('Garment factory workers', 'កម្មករ កម្មការិនី រោងចក្រកាត់ដេរ', 200, 260)],
  'other-jobs': [item('Security guard', 'សន្តិសុខ', 200, 300)],
  'repair-services': [item('Air conditioner cleaning and repair', 'លាង និងជួសជុលម៉ាស៊ីនត្រជាក់', 10, 25)],
  'construction-renovation': [
    item('House painting and renovation', 'លាបថ្នាំ និងកែលម្អផ្ទះ', 200, 2000),
  ],
  'cleaning-services': [item('Home and office cleaning', 'សេវាសម្អាតផ្ទះ និងការិយាល័យ', 15, 60)],
  'moving-delivery': [item('House moving with truck', 'សេវាដឹកអីវ៉ាន់ផ្លាស់ផ្ទះ', 30, 120)],
  'tutoring-training': [item('Khmer and maths tutoring', 'បង្រៀនគួរភាសាខ្មែរ និងគណិតវិទ្យា', 5, 15)],
  'beauty-spa-services': [item('Home massage and spa', 'សេវាម៉ាស្សា និងស្ប៉ាដល់ផ្ទះ', 12, 30)],
  'events-weddings': [item('Wedding photo and video', 'ថតរូប និងវីដេអូមង្គលការ', 300, 900)],
  'printing-design': [item('Logo and banner design', 'រចនាឡូហ្គោ និងផ្ទាំងផ្សាយពាណិជ្ជកម្ម', 20, 120)],
  'travel-tours': [item('Siem Reap Angkor tour, 2 days', 'ដំណើរកម្សាន្តអង្គរ សៀមរាប ២ ថ្ងៃ', 60, 150)],
  'other-services': [item('Laundry pick-up and delivery', 'សេវាបោកអ៊ុត មកយក និងដឹកជូនដល់ផ្ទះ', 1, 3)],
  'womens-clothing': [
    item('Silk dress, size M', 'រ៉ូបសូត្រ ទំហំ M', 15, 45),
    item('Khmer traditional outfit', 'សម្លៀកបំពាក់ប្រពៃណីខ្មែរ', 30, 90),
  ],
  'mens-clothing': [item('Men shirt, cotton, size L', 'អាវបុរស កប្បាស ទំហំ L', 8, 20)],
  shoes: [item('Nike Air Force 1, size 42', 'ស្បែកជើង Nike Air Force 1 លេខ 42', 60, 110)],
  bags: [item('Leather handbag', 'កាបូបស្ពាយស្បែក', 25, 80)],
  watches: [item('Casio G-Shock GA-2100', 'នាឡិកា Casio G-Shock GA-2100', 70, 110)],
  jewelry: [item('Gold necklace 1 chi', 'ខ្សែកមាស ១ ជី', 160, 220)],
  'cosmetics-skin-care': [item('Korean skin care set', 'ឈុតថែរក្សាស្បែកកូរ៉េ', 15, 45)],
  'kids-baby': [item('Baby stroller', 'រទេះរុញកូនង៉ែត', 40, 120)],
  'sofas-chairs': [item('L-shaped fabric sofa', 'សាឡុងក្រណាត់រាងអក្សរ L', 250, 600)],
  'beds-mattresses': [item('Queen bed with mattress', 'គ្រែទំហំ Queen ព្រមពូក', 180, 420)],
  tables: [item('Rosewood dining table with 6 chairs', 'តុបាយឈើក្រញូងព្រមកៅអី ៦', 600, 1500)],
  'wardrobes-cabinets': [item('3-door wooden wardrobe', 'ទូខោអាវឈើ ៣ ទ្វារ', 150, 350)],
  'home-decor': [item('Angkor Wat wall painting', 'ផ្ទាំងគំនូរប្រាសាទអង្គរវត្ត', 30, 120)],
  'garden-plants': [item('Mango tree seedlings', 'កូនស្វាយ', 2, 6)],
  'office-furniture': [item('Ergonomic office chair', 'កៅអីការិយាល័យ', 60, 150)],
  books: [item('IELTS preparation books (set of 4)', 'សៀវភៅត្រៀមប្រឡង IELTS (៤ ក្បាល)', 10, 25)],
  'sports-equipment': [
    item('Football boots Adidas, size 41', 'ស្បែកជើងបាល់ទាត់ Adidas លេខ 41', 35, 70),
  ],
  fitness: [item('Treadmill for home use', 'ម៉ាស៊ីនរត់ប្រើនៅផ្ទះ', 250, 550)],
  'musical-instruments': [item('Yamaha acoustic guitar F310', 'ហ្គីតា Yamaha F310', 90, 140)],
  'toys-games': [item('LEGO City set', 'ប្រដាប់ក្មេងលេង LEGO City', 20, 60)],
  'collectibles-antiques': [item('Old Khmer coins collection', 'កាក់ខ្មែរបុរាណ', 40, 200)],
  dogs: [item('Golden Retriever puppies', 'កូនឆ្កែ Golden Retriever', 250, 500)],
  cats: [item('Persian kittens', 'កូនឆ្មាពែរ្ស', 120, 300)],
  birds: [item('Lovebirds pair', 'សត្វសេកតូចមួយគូ', 20, 60)],
  fish: [item('Arowana fish', 'ត្រីអារ៉ូវ៉ាណា', 80, 400)],
  'pet-food-accessories': [item('Royal Canin dog food 15 kg', 'ចំណីឆ្កែ Royal Canin 15 គីឡូ', 60, 90)],
  'other-pets': [item('Rabbits', 'ទន្សាយ', 10, 30)],
  'home-cooked-food': [item('Fish amok, home made', 'អាម៉ុកត្រី ធ្វើនៅផ្ទះ', 3, 6)],
  'cakes-desserts': [item('Birthday cake to order', 'នំខួបកំណើតតាមការកម្ម៉ង់', 15, 45)],
  drinks: [item('Fresh sugar cane juice', 'ទឹកអំពៅស្រស់', 1, 2)],
  'fruits-vegetables': [item('Kampot durian', 'ធុរេនកំពត', 5, 12)],
  'meat-seafood': [item('Fresh Kep crab', 'ក្តាមកែបស្រស់', 8, 15)],
  'local-products': [
    item('Kampot pepper 1 kg', 'ម្រេចកំពត ១ គីឡូ', 15, 30),
    item('Palm sugar from Kampong Speu', 'ស្ករត្នោតកំពង់ស្ពឺ', 2, 5),
  ],
};

/** Vehicles by subcategory: brand, model and a price range by age. */
const VEHICLES: Record<string, [VehicleBrand, string, number, number][]> = {
  cars: [
    ['toyota', 'Camry', 14000, 38000],
    ['toyota', 'Prius', 11000, 24000],
    ['lexus', 'RX 350', 24000, 62000],
    ['toyota', 'Highlander', 19000, 45000],
    ['toyota', 'Land Cruiser Prado', 38000, 85000],
    ['honda', 'CR-V', 16000, 36000],
    ['hyundai', 'Tucson', 17000, 32000],
    ['ford', 'Ranger Wildtrak', 24000, 46000],
    ['mazda', 'CX-5', 18000, 33000],
    ['byd', 'Atto 3', 26000, 34000],
  ],
  motorcycles: [
    ['honda', 'Dream 125', 1300, 2400],
    ['honda', 'Scoopy', 1500, 2300],
    ['yamaha', 'NMAX 155', 2200, 3300],
    ['honda', 'PCX 160', 2600, 3600],
    ['suzuki', 'Smash', 600, 1100],
  ],
  'tuk-tuks': [['other', 'Bajaj RE tuk-tuk', 1800, 3200]],
  'trucks-machinery': [
    ['isuzu', 'NPR truck', 14000, 26000],
    ['hyundai', 'Mighty truck', 12000, 22000],
  ],
};

const ADJECTIVES: Record<DemoLocale, string[]> = {
  en: ['', ', like new', ', good condition', ', urgent sale', ', original box', ', cheap price'],
  km: ['', ' ស្អាតដូចថ្មី', ' ប្រើបានល្អ', ' លក់បន្ទាន់', ' មានប្រអប់ដើម', ' តម្លៃពិសេស'],
};

const DESCRIPTIONS: Record<SubcategoryType, Record<DemoLocale, string[]>> = {
  auto: {
    en: [
      'Well maintained, serviced on time, papers complete. No accidents, no flood damage. Viewing any day in the evening.',
      'One owner, all service records. Cold air-con, new tyres. Price can be discussed a little for a quick buyer.',
    ],
    km: [
      'ថែទាំបានល្អ ថែទាំតាមពេលវេលា ឯកសារគ្រប់គ្រាន់។ មិនធ្លាប់បុក មិនធ្លាប់លិចទឹក។ អាចមកមើលបានរៀងរាល់ល្ងាច។',
      'ម្ចាស់ដើមតែម្នាក់ មានសៀវភៅថែទាំគ្រប់។ ម៉ាស៊ីនត្រជាក់ត្រជាក់ល្អ កង់ថ្មី។ អាចចរចាតម្លៃបានបន្តិចសម្រាប់អ្នកទិញលឿន។',
    ],
  },
  property: {
    en: [
      'Quiet neighbourhood, close to market, school and hospital. Clean title, ready to move in. Call to arrange a visit.',
      'Good location with easy access by car. Water and electricity connected. Owner selling directly, no agent fee.',
    ],
    km: [
      'ទីតាំងស្ងាត់ ជិតផ្សារ សាលារៀន និងមន្ទីរពេទ្យ។ ឯកសារច្បាស់លាស់ អាចចូលនៅបានភ្លាម។ សូមទូរស័ព្ទណាត់ពេលមកមើល។',
      'ទីតាំងល្អ ឡានចូលដល់ងាយស្រួល។ មានទឹក និងភ្លើងរួចរាល់។ ម្ចាស់ផ្ទាល់ លក់ដោយផ្ទាល់ គ្មានកម្រៃជើងសារ។',
    ],
  },
  general: {
    en: [
      'Used with care, everything works perfectly. Comes with charger and box. Meet in person or delivery in Phnom Penh.',
      'Bought last year, selling because I upgraded. No scratches. Test before you buy.',
    ],
    km: [
      'ប្រើប្រាស់ដោយប្រុងប្រយ័ត្ន ដំណើរការល្អគ្រប់យ៉ាង។ មានឆ្នាំងសាក និងប្រអប់។ ជួបផ្ទាល់ ឬដឹកជូនក្នុងភ្នំពេញ។',
      'ទិញកាលពីឆ្នាំមុន លក់ព្រោះដូររបស់ថ្មី។ គ្មានស្នាមឆ្កូត។ អាចសាកល្បងមុនទិញបាន។',
    ],
  },
  job: {
    en: [
      'Full training provided. Friendly team, salary paid on time, public holidays off. Send your CV or call us.',
      'Requirements: honest, hard working, basic English is a plus. Start as soon as possible.',
    ],
    km: [
      'មានការបណ្តុះបណ្តាលពេញលេញ។ ក្រុមការងាររួសរាយ បើកប្រាក់ខែទាន់ពេល ឈប់ថ្ងៃបុណ្យ។ សូមផ្ញើប្រវត្តិរូប ឬទូរស័ព្ទមកយើង។',
      'លក្ខខណ្ឌ៖ ស្មោះត្រង់ ឧស្សាហ៍ព្យាយាម ចេះភាសាអង់គ្លេសខ្លះជាអាទិភាព។ អាចចាប់ផ្តើមធ្វើការបានភ្លាម។',
    ],
  },
  service: {
    en: [
      'Experienced team, fair prices, we come to your place. Open every day from 7 am to 8 pm.',
      'Fast and careful work with a guarantee. Call or message us for a free quote.',
    ],
    km: [
      'ក្រុមការងារមានបទពិសោធន៍ តម្លៃសមរម្យ យើងមកដល់កន្លែងលោកអ្នក។ បើករៀងរាល់ថ្ងៃ ម៉ោង ៧ ព្រឹក ដល់ ៨ យប់។',
      'ធ្វើការលឿន និងយកចិត្តទុកដាក់ មានធានា។ ទូរស័ព្ទ ឬផ្ញើសារមកសួរតម្លៃដោយឥតគិតថ្លៃ។',
    ],
  },
  food: {
    en: [
      'Fresh every day, clean and tasty. Order before 10 am for lunch delivery.',
      'Made with local ingredients. Delivery in town, bigger orders welcome.',
    ],
    km: [
      'ស្រស់រៀងរាល់ថ្ងៃ ស្អាត និងឆ្ងាញ់។ កម្ម៉ង់មុនម៉ោង ១០ ព្រឹក សម្រាប់ដឹកជូនពេលថ្ងៃត្រង់។',
      'ធ្វើពីគ្រឿងផ្សំក្នុងស្រុក។ ដឹកជូនក្នុងក្រុង ទទួលកម្ម៉ង់ច្រើន។',
    ],
  },
};

const NAMES: Record<DemoLocale, string[]> = {
  en: [
    'Sokha',
    'Dara',
    'Sophea',
    'Vannak',
    'Chenda',
    'Piseth',
    'Bopha',
    'Rithy',
    'Srey Pich',
    'Kosal',
  ],
  km: ['សុខា', 'ដារ៉ា', 'សុភា', 'វណ្ណៈ', 'ចិន្តា', 'ពិសិដ្ឋ', 'បុប្ផា', 'ឫទ្ធី', 'ស្រីពេជ្រ', 'កុសល'],
};
const ADDRESSES: Record<DemoLocale, string[]> = {
  en: [
    'Street 271',
    'Near the central market',
    'Street 2004',
    'National Road 6',
    'Behind the pagoda',
  ],
  km: ['ផ្លូវលេខ ២៧១', 'ក្បែរផ្សារកណ្តាល', 'ផ្លូវលេខ ២០០៤', 'ផ្លូវជាតិលេខ ៦', 'ខាងក្រោយវត្ត'],
};
/** Mobile prefixes of Cambodia's operators (Smart, Cellcard, Metfone). */
const PHONE_PREFIXES = [
  '010',
  '012',
  '015',
  '016',
  '017',
  '069',
  '070',
  '077',
  '078',
  '081',
  '086',
  '089',
  '092',
  '093',
  '096',
  '098',
];

/** A subcategory as the generator needs it. */
export interface DemoCategory {
  id: number;
  slug: string;
  parentSlug: string;
  type: SubcategoryType;
}

/** A place of the gazetteer (district and commune may be absent). */
export interface DemoPlace {
  provinceId: string;
  districtId?: string;
  communeId?: string;
  name: Record<DemoLocale, string>;
}

export interface DemoAd {
  locale: DemoLocale;
  categoryId: number;
  type: SubcategoryType;
  /** The post form, as a member would type it. */
  form: Record<string, string | string[]>;
  /** A number to derive the ad's generated photos from. */
  photoSeed: number;
  /** How many photos the ad shows (0–4). */
  photoCount: number;
}

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function priceOf(random: Random, [min, max]: [number, number]): number {
  const value = min + random.next() * (max - min);
  const step = value >= 10000 ? 500 : value >= 1000 ? 50 : value >= 100 ? 5 : 1;
  return round(value, step);
}

function itemsFor(category: DemoCategory): Item[] {
  const own = ITEMS[category.slug];
  if (!own || own.length === 0) throw new Error(`No demo items for ${category.slug}`);
  return own;
}

function selectOptions(type: SubcategoryType, key: string): readonly string[] {
  return AD_FIELD_DEFINITIONS[type].find((field) => field.key === key)?.options ?? [];
}

/** The type's own fields, filled the way a careful seller would. */
function typeFields(
  random: Random,
  type: SubcategoryType,
  category: DemoCategory,
  now: Date,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of AD_FIELD_DEFINITIONS[type]) {
    if (field.kind === 'select' && (field.required || random.chance(0.7))) {
      fields[field.key] = random.pick(field.options ?? []);
    } else if (field.kind === 'boolean' && random.chance(0.4)) {
      fields[field.key] = 'on';
    }
  }
  if ('condition' in fields)
    fields.condition = random.chance(0.7) ? 'used' : random.pick(CONDITIONS);
  if (type === 'auto') fields.year = String(random.int(2006, now.getUTCFullYear()));
  if (type === 'auto' && random.chance(0.6)) fields.mileage = String(random.int(5, 180) * 1000);
  if (type === 'auto' && random.chance(0.5))
    fields.plate_number = `${random.pick(['PP', 'SR', 'BB', 'KP'])} ${random.int(1, 3)}${random.pick(['A', 'B', 'C', 'E'])}-${random.int(1000, 9999)}`;
  if (type === 'property') {
    const land = category.slug.startsWith('land');
    fields.offer_type = category.slug.includes('rent') ? 'rent' : 'sale';
    fields.property_type = land
      ? 'land'
      : category.slug === 'condos-apartments'
        ? 'condo'
        : category.slug === 'rooms-for-rent'
          ? 'room'
          : category.slug === 'shophouses'
            ? 'shophouse'
            : category.slug === 'offices-warehouses'
              ? random.pick(['office', 'warehouse'])
              : random.pick(['house', 'villa', 'flat']);
    if (!land) {
      fields.bedrooms = String(random.int(1, 5));
      fields.bathrooms = String(random.int(1, 4));
      fields.floor_area = String(random.int(4, 40) * 10);
    }
    fields.land_area = String(random.int(6, 300) * 10);
  }
  if (type === 'job') {
    const start = new Date(now.getTime() + random.int(0, 20) * 86_400_000);
    const end = new Date(start.getTime() + random.int(14, 60) * 86_400_000);
    fields.start_date = start.toISOString().slice(0, 10);
    fields.end_date = end.toISOString().slice(0, 10);
  }
  if (type === 'general' && !category.parentSlug.match(/phones|computers/)) delete fields.storage;
  for (const key of Object.keys(fields)) {
    const options = selectOptions(type, key);
    if (options.length > 0 && !options.includes(fields[key] as string)) delete fields[key];
  }
  return fields;
}

/**
 * One demo ad of this subcategory at this place. `index` varies the ad; the same
 * `(seed, index)` gives the same ad.
 */
export function demoAd(
  random: Random,
  category: DemoCategory,
  place: DemoPlace,
  options: { now: Date; locale?: DemoLocale },
): DemoAd {
  const locale: DemoLocale = options.locale ?? (random.chance(0.5) ? 'km' : 'en');
  const now = options.now;
  const fields = typeFields(random, category.type, category, now);
  let title: string;
  let price: number;
  const vehicles = VEHICLES[category.slug];
  if (category.type === 'auto' && vehicles && vehicles.length > 0) {
    const [brand, model, min, max] = random.pick(vehicles);
    const year = Number(fields.year);
    const age = Math.min(1, Math.max(0, (now.getUTCFullYear() - year) / 18));
    price = round(max - (max - min) * age * (0.8 + random.next() * 0.2), 100);
    fields.brand = brand;
    fields.model = model;
    const name = brand === 'other' ? model : `${VEHICLE_BRANDS[brand]} ${model}`;
    title =
      locale === 'en'
        ? `${name} ${year}${random.pick(ADJECTIVES.en)}`
        : `លក់ ${name} ឆ្នាំ ${year}${random.pick(ADJECTIVES.km)}`;
  } else {
    const chosen = random.pick(itemsFor(category));
    price = priceOf(random, chosen.price);
    const name = chosen[locale];
    if (category.type === 'job') {
      fields.salary_min = String(chosen.price[0]);
      fields.salary_max = String(chosen.price[1]);
      title = locale === 'en' ? `Hiring: ${name}` : `ត្រូវការ${name}`;
    } else if (category.type === 'property') {
      title = locale === 'en' ? `${name} in ${place.name.en}` : `${name} នៅ${place.name.km}`;
    } else {
      title = `${name}${random.pick(ADJECTIVES[locale])}`;
    }
  }
  const priceKind =
    category.type === 'job' ? 'negotiable' : random.chance(0.25) ? 'negotiable' : 'fixed';
  const phones = [phone(random)];
  if (random.chance(0.3)) phones.push(phone(random));
  const form: Record<string, string | string[]> = {
    category_id: String(category.id),
    title: title.slice(0, 100),
    description: random.pick(DESCRIPTIONS[category.type][locale]),
    price: String(price),
    price_kind: priceKind,
    province_id: place.provinceId,
    address: random.pick(ADDRESSES[locale]),
    contact_name: random.pick(NAMES[locale]),
    phones,
    ...fields,
  };
  if (place.districtId) form.district_id = place.districtId;
  if (place.communeId) form.commune_id = place.communeId;
  return {
    locale,
    categoryId: category.id,
    type: category.type,
    form,
    photoSeed: random.int(1, 2 ** 30),
    photoCount: category.type === 'job' ? random.int(0, 1) : random.int(1, 4),
  };
}

function phone(random: Random): string {
  return `${random.pick(PHONE_PREFIXES)} ${random.int(100, 999)} ${random.int(100, 999)}`;
}
