// Long on purpose: mostly data (DEMO_ITEMS, the judged copy of the demo items), which the reader below checks every demo ad against.
import { VEHICLE_BRANDS } from '@repo/domain';
import { and, eq, like } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ads, categories, locations, users } from '../../db/schema.ts';
import { DEMO_USERNAME_PREFIX } from '../demo/index.ts';

/**
 * The demo marketplace as the search quality set judges it (search-quality.fixtures.ts, issue
 * 14): each demo ad read back from the database with the facts a person judging it reads (what
 * it sells, its maker, its category, its fields, where it is), never its search text.
 */

/** One thing the demo generator sells (demo-content.ts), by the names it writes in titles. */
export interface DemoItem {
  en: string;
  km: string;
  /** Who makes it, as a person reads it (a Yamaha guitar is a Yamaha). */
  brand?: string;
}

const item = (en: string, km: string, brand?: string): DemoItem => ({
  en,
  km,
  ...(brand ? { brand } : {}),
});

/**
 * The demo generator's items by subcategory slug (demo-content.ts `ITEMS`), copied here so that
 * a person judged each one: a demo ad whose item is not listed fails the quality test, and the
 * new item has to be added (and judged in the queries) before it counts. Vehicles are not
 * listed: their brand and model are fields of the ad.
 */
export const DEMO_ITEMS: Readonly<Record<string, readonly DemoItem[]>> = {
  'mobile-phones': [
    item('iPhone 13 Pro 128GB', 'iPhone 13 Pro 128GB', 'apple'),
    item('iPhone 15 Pro Max 256GB', 'iPhone 15 Pro Max 256GB', 'apple'),
    item('Samsung Galaxy S23 Ultra', 'Samsung Galaxy S23 Ultra', 'samsung'),
    item('Oppo Reno 10', 'Oppo Reno 10', 'oppo'),
    item('Vivo Y36', 'Vivo Y36', 'vivo'),
  ],
  tablets: [
    item('iPad Air 5 Wi-Fi 64GB', 'iPad Air 5 Wi-Fi 64GB', 'apple'),
    item('Samsung Galaxy Tab S9', 'Samsung Galaxy Tab S9', 'samsung'),
  ],
  'smart-watches': [
    item('Apple Watch Series 8', 'នាឡិកា Apple Watch Series 8', 'apple'),
    item('Xiaomi Smart Band 8', 'Xiaomi Smart Band 8', 'xiaomi'),
  ],
  'phone-accessories': [
    item('Anker 20W fast charger', 'ឆ្នាំងសាក Anker 20W សាកលឿន', 'anker'),
    item('AirPods Pro 2', 'កាស AirPods Pro 2', 'apple'),
  ],
  'phone-numbers': [
    item('Lucky number 012 88 88 99', 'លេខស្អាត 012 88 88 99'),
    item('Smart number 010 555 777', 'លេខស្អាត Smart 010 555 777'),
  ],
  laptops: [
    item('MacBook Air M2 13-inch', 'MacBook Air M2 13 អ៊ីញ', 'apple'),
    item('Dell Latitude 7490 i7', 'Dell Latitude 7490 i7', 'dell'),
    item('Asus TUF Gaming F15', 'Asus TUF Gaming F15', 'asus'),
  ],
  desktops: [item('Gaming PC Ryzen 5 RTX 3060', 'កុំព្យូទ័រលេងហ្គេម Ryzen 5 RTX 3060')],
  'computer-parts': [
    item('Kingston 16GB DDR4 RAM', 'RAM Kingston 16GB DDR4', 'kingston'),
    item('Samsung 980 SSD 1TB', 'SSD Samsung 980 1TB', 'samsung'),
  ],
  monitors: [item('LG 27-inch 4K monitor', 'អេក្រង់ LG 27 អ៊ីញ 4K', 'lg')],
  'printers-scanners': [item('Canon Pixma G3010 printer', 'ម៉ាស៊ីនព្រីន Canon Pixma G3010', 'canon')],
  networking: [
    item('TP-Link Deco mesh Wi-Fi (3 pack)', 'TP-Link Deco Wi-Fi mesh (៣ គ្រឿង)', 'tp-link'),
  ],
  'software-games': [item('PS5 game FC 24', 'ថាសហ្គេម PS5 FC 24')],
  tvs: [
    item('Samsung 55-inch 4K Smart TV', 'ទូរទស្សន៍ Samsung 55 អ៊ីញ 4K Smart TV', 'samsung'),
    item('Sony Bravia 43-inch', 'ទូរទស្សន៍ Sony Bravia 43 អ៊ីញ', 'sony'),
  ],
  cameras: [
    item('Canon EOS 90D with 18-135mm lens', 'កាមេរ៉ា Canon EOS 90D ជាមួយឡង់ 18-135mm', 'canon'),
  ],
  'audio-speakers': [item('JBL PartyBox 310', 'ឧបករណ៍បំពងសំឡេង JBL PartyBox 310', 'jbl')],
  'air-conditioners': [
    item('Daikin inverter air conditioner 1.5 HP', 'ម៉ាស៊ីនត្រជាក់ Daikin Inverter 1.5 សេះ', 'daikin'),
  ],
  refrigerators: [
    item('Toshiba 2-door refrigerator 250 L', 'ទូទឹកកក Toshiba ២ ទ្វារ 250 លីត្រ', 'toshiba'),
  ],
  'washing-machines': [item('LG 9 kg washing machine', 'ម៉ាស៊ីនបោកខោអាវ LG 9 គីឡូ', 'lg')],
  'kitchen-appliances': [
    item('Philips air fryer 4.1 L', 'ឆ្នាំងចៀនគ្មានប្រេង Philips 4.1 លីត្រ', 'philips'),
  ],
  'game-consoles': [
    item('PlayStation 5 with two controllers', 'PlayStation 5 ជាមួយដៃលេងពីរ', 'sony'),
  ],
  'security-cameras': [
    item('Hikvision 4-camera CCTV kit', 'ឈុតកាមេរ៉ាសុវត្ថិភាព Hikvision ៤ គ្រាប់', 'hikvision'),
  ],
  bicycles: [
    item('Giant mountain bike 27.5"', 'កង់ភ្នំ Giant 27.5"', 'giant'),
    item('Kids bicycle 16-inch', 'កង់ក្មេង 16 អ៊ីញ'),
  ],
  // Parts for one model are accessories "for" it, never the model; original (genuine) parts
  // are their maker's items, as the set's original Samsung and Apple chargers are.
  'car-parts': [item('Toyota Prius hybrid battery', 'អាគុយហាយប្រ៊ីត Toyota Prius')],
  'motorcycle-parts': [item('Honda Dream original rims', 'កងឡាន Honda Dream ហ្ស៊ីន', 'honda')],
  'car-rental': [item('Car rental with driver, Phnom Penh', 'ជួលឡានព្រមអ្នកបើកបរ ក្នុងភ្នំពេញ')],
  'houses-for-sale': [
    item('Flat house 4x16 m', 'ផ្ទះល្វែង ៤x១៦ ម៉ែត្រ'),
    item('Twin villa with garden', 'វីឡាភ្លោះមានសួនច្បារ'),
  ],
  'houses-for-rent': [item('Villa for rent, 4 bedrooms', 'វីឡាសម្រាប់ជួល ៤ បន្ទប់គេង')],
  'land-for-sale': [
    item('Land 10x30 m with hard title', 'ដីទំហំ ១០x៣០ ម៉ែត្រ មានប្លង់រឹង'),
    item('Farm land 1 hectare', 'ដីចម្ការ ១ ហិកតា'),
  ],
  'land-for-rent': [item('Land for rent near the main road', 'ដីសម្រាប់ជួល ក្បែរផ្លូវធំ')],
  'condos-apartments': [
    item('2-bedroom condo with pool and gym', 'ខុនដូ ២ បន្ទប់គេង មានអាងហែលទឹក និងកន្លែងហាត់ប្រាណ'),
  ],
  'rooms-for-rent': [item('Furnished room near university', 'បន្ទប់ជួលមានគ្រឿងសង្ហារិម ក្បែរសាកលវិទ្យាល័យ')],
  shophouses: [item('Shophouse on a main street', 'ផ្ទះអាជីវកម្មមុខផ្លូវធំ')],
  'offices-warehouses': [
    item('Warehouse 600 m² with loading yard', 'ឃ្លាំង ៦០០ ម៉ែត្រការ៉េ មានទីធ្លាដឹកទំនិញ'),
  ],
  'sales-marketing-jobs': [item('Sales executive', 'បុគ្គលិកផ្នែកលក់')],
  'accounting-finance-jobs': [item('Junior accountant', 'គណនេយ្យករ')],
  'it-jobs': [item('Web developer (React)', 'អ្នកអភិវឌ្ឍគេហទំព័រ (React)')],
  'hotel-restaurant-jobs': [item('Waiter and waitress', 'អ្នករត់តុ')],
  'driver-delivery-jobs': [item('Delivery driver with motorbike', 'អ្នកដឹកជញ្ជូនមានម៉ូតូផ្ទាល់ខ្លួន')],
  'admin-office-jobs': [item('Receptionist', 'បុគ្គលិកផ្នែកទទួលភ្ញៀវ')],
  'teaching-jobs': [item('English teacher for kids', 'គ្រូបង្រៀនភាសាអង់គ្លេសកុមារ')],
  'construction-technician-jobs': [item('Electrician', 'ជាងអគ្គិសនី')],
  'factory-jobs': [item('Garment factory workers', 'កម្មករ កម្មការិនី រោងចក្រកាត់ដេរ')],
  'other-jobs': [item('Security guard', 'សន្តិសុខ')],
  'repair-services': [item('Air conditioner cleaning and repair', 'លាង និងជួសជុលម៉ាស៊ីនត្រជាក់')],
  'construction-renovation': [item('House painting and renovation', 'លាបថ្នាំ និងកែលម្អផ្ទះ')],
  'cleaning-services': [item('Home and office cleaning', 'សេវាសម្អាតផ្ទះ និងការិយាល័យ')],
  'moving-delivery': [item('House moving with truck', 'សេវាដឹកអីវ៉ាន់ផ្លាស់ផ្ទះ')],
  'tutoring-training': [item('Khmer and maths tutoring', 'បង្រៀនគួរភាសាខ្មែរ និងគណិតវិទ្យា')],
  'beauty-spa-services': [item('Home massage and spa', 'សេវាម៉ាស្សា និងស្ប៉ាដល់ផ្ទះ')],
  'events-weddings': [item('Wedding photo and video', 'ថតរូប និងវីដេអូមង្គលការ')],
  'printing-design': [item('Logo and banner design', 'រចនាឡូហ្គោ និងផ្ទាំងផ្សាយពាណិជ្ជកម្ម')],
  'travel-tours': [item('Siem Reap Angkor tour, 2 days', 'ដំណើរកម្សាន្តអង្គរ សៀមរាប ២ ថ្ងៃ')],
  'other-services': [item('Laundry pick-up and delivery', 'សេវាបោកអ៊ុត មកយក និងដឹកជូនដល់ផ្ទះ')],
  'womens-clothing': [
    item('Silk dress, size M', 'រ៉ូបសូត្រ ទំហំ M'),
    item('Khmer traditional outfit', 'សម្លៀកបំពាក់ប្រពៃណីខ្មែរ'),
  ],
  'mens-clothing': [item('Men shirt, cotton, size L', 'អាវបុរស កប្បាស ទំហំ L')],
  shoes: [item('Nike Air Force 1, size 42', 'ស្បែកជើង Nike Air Force 1 លេខ 42', 'nike')],
  bags: [item('Leather handbag', 'កាបូបស្ពាយស្បែក')],
  watches: [item('Casio G-Shock GA-2100', 'នាឡិកា Casio G-Shock GA-2100', 'casio')],
  jewelry: [item('Gold necklace 1 chi', 'ខ្សែកមាស ១ ជី')],
  'cosmetics-skin-care': [item('Korean skin care set', 'ឈុតថែរក្សាស្បែកកូរ៉េ')],
  'kids-baby': [item('Baby stroller', 'រទេះរុញកូនង៉ែត')],
  'sofas-chairs': [item('L-shaped fabric sofa', 'សាឡុងក្រណាត់រាងអក្សរ L')],
  'beds-mattresses': [item('Queen bed with mattress', 'គ្រែទំហំ Queen ព្រមពូក')],
  tables: [item('Rosewood dining table with 6 chairs', 'តុបាយឈើក្រញូងព្រមកៅអី ៦')],
  'wardrobes-cabinets': [item('3-door wooden wardrobe', 'ទូខោអាវឈើ ៣ ទ្វារ')],
  'home-decor': [item('Angkor Wat wall painting', 'ផ្ទាំងគំនូរប្រាសាទអង្គរវត្ត')],
  'garden-plants': [item('Mango tree seedlings', 'កូនស្វាយ')],
  'office-furniture': [item('Ergonomic office chair', 'កៅអីការិយាល័យ')],
  books: [item('IELTS preparation books (set of 4)', 'សៀវភៅត្រៀមប្រឡង IELTS (៤ ក្បាល)')],
  'sports-equipment': [
    item('Football boots Adidas, size 41', 'ស្បែកជើងបាល់ទាត់ Adidas លេខ 41', 'adidas'),
  ],
  fitness: [item('Treadmill for home use', 'ម៉ាស៊ីនរត់ប្រើនៅផ្ទះ')],
  'musical-instruments': [item('Yamaha acoustic guitar F310', 'ហ្គីតា Yamaha F310', 'yamaha')],
  'toys-games': [item('LEGO City set', 'ប្រដាប់ក្មេងលេង LEGO City', 'lego')],
  'collectibles-antiques': [item('Old Khmer coins collection', 'កាក់ខ្មែរបុរាណ')],
  dogs: [item('Golden Retriever puppies', 'កូនឆ្កែ Golden Retriever')],
  cats: [item('Persian kittens', 'កូនឆ្មាពែរ្ស')],
  birds: [item('Lovebirds pair', 'សត្វសេកតូចមួយគូ')],
  fish: [item('Arowana fish', 'ត្រីអារ៉ូវ៉ាណា')],
  'pet-food-accessories': [
    item('Royal Canin dog food 15 kg', 'ចំណីឆ្កែ Royal Canin 15 គីឡូ', 'royal canin'),
  ],
  'other-pets': [item('Rabbits', 'ទន្សាយ')],
  'home-cooked-food': [item('Fish amok, home made', 'អាម៉ុកត្រី ធ្វើនៅផ្ទះ')],
  'cakes-desserts': [item('Birthday cake to order', 'នំខួបកំណើតតាមការកម្ម៉ង់')],
  drinks: [item('Fresh sugar cane juice', 'ទឹកអំពៅស្រស់')],
  'fruits-vegetables': [item('Kampot durian', 'ធុរេនកំពត')],
  'meat-seafood': [item('Fresh Kep crab', 'ក្តាមកែបស្រស់')],
  'local-products': [
    item('Kampot pepper 1 kg', 'ម្រេចកំពត ១ គីឡូ'),
    item('Palm sugar from Kampong Speu', 'ស្ករត្នោតកំពង់ស្ពឺ'),
  ],
};

/** A place of the gazetteer, by its names. */
export interface DemoPlaceNames {
  en: string;
  km: string;
}

/** A demo ad as a person judging it sees it. */
export interface DemoAdFacts {
  id: string;
  /** `demo.<id>`: the ad's key in the report. */
  key: string;
  title: string;
  /** Its subcategory's slug. */
  category: string;
  /** Its main category's slug (`jobs`). */
  section: string;
  /** What it sells: a vehicle's brand and model (`Toyota Camry`), else the item's English name. */
  item: string;
  /** Who makes it: a vehicle's brand field (`toyota`), else the item's maker. */
  brand?: string;
  /** A vehicle's model field (`Camry`). */
  model?: string;
  year?: number;
  colour?: string;
  /** Property: `sale` or `rent`. */
  offer?: string;
  province: DemoPlaceNames;
  district?: DemoPlaceNames;
  commune?: DemoPlaceNames;
}

const fieldText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The demo ads a search can answer (active ones), read back with their facts. Fails when a
 * demo ad sells an item DEMO_ITEMS does not list (a new item is judged first).
 */
export async function readDemoAds(db: Db): Promise<DemoAdFacts[]> {
  const province = alias(locations, 'province');
  const district = alias(locations, 'district');
  const commune = alias(locations, 'commune');
  const parent = alias(categories, 'parent');
  const rows = await db
    .select({
      id: ads.id,
      title: ads.title,
      fields: ads.fields,
      category: categories.slug,
      section: parent.slug,
      province: { en: province.nameEn, km: province.nameKm },
      district: { en: district.nameEn, km: district.nameKm },
      commune: { en: commune.nameEn, km: commune.nameKm },
    })
    .from(ads)
    .innerJoin(users, eq(users.id, ads.userId))
    .innerJoin(categories, eq(categories.id, ads.categoryId))
    .innerJoin(parent, eq(parent.id, categories.parentId))
    .innerJoin(province, eq(province.id, ads.provinceId))
    .leftJoin(district, eq(district.id, ads.districtId))
    .leftJoin(commune, eq(commune.id, ads.communeId))
    .where(and(like(users.username, `${DEMO_USERNAME_PREFIX}%`), eq(ads.status, 'active')))
    .orderBy(ads.id);
  return rows.map((row) => {
    const fields = (row.fields ?? {}) as Record<string, unknown>;
    const brand = fieldText(fields.brand);
    const model = fieldText(fields.model);
    const facts = {
      id: String(row.id),
      key: `demo.${row.id}`,
      title: row.title,
      category: row.category,
      section: row.section,
      year: typeof fields.year === 'number' ? fields.year : undefined,
      colour: fieldText(fields.color),
      offer: fieldText(fields.offer_type),
      province: row.province,
      ...(row.district?.en ? { district: row.district as DemoPlaceNames } : {}),
      ...(row.commune?.en ? { commune: row.commune as DemoPlaceNames } : {}),
    };
    if (brand && model) {
      const maker =
        brand === 'other' ? undefined : VEHICLE_BRANDS[brand as keyof typeof VEHICLE_BRANDS];
      return { ...facts, item: maker ? `${maker} ${model}` : model, brand, model };
    }
    const sold = (DEMO_ITEMS[row.category] ?? []).find(
      (known) => row.title.includes(known.en) || row.title.includes(known.km),
    );
    if (!sold) {
      throw new Error(
        `Demo ad ${row.id} (${row.category}) "${row.title}" sells an item DEMO_ITEMS does not list: judge it first`,
      );
    }
    return { ...facts, item: sold.en, ...(sold.brand ? { brand: sold.brand } : {}) };
  });
}
