// Long on purpose: data, not code (the judged corpus and queries of the search quality set); one list reads better than pieces.
/**
 * The search quality set (ADR 0012): a fixed corpus of ads written the way sellers
 * write them on Cambodian classifieds (Khmer, English and both mixed, brands in Latin and in
 * Khmer script, Khmer words run together without spaces), and the queries people type, each
 * with the ads a person would expect it to find.
 *
 * The relevant sets are a person's judgement, never the engine's answer: cross-script queries
 * (`តូយ៉ូតា` for ads that only say `Toyota`), category words (`ឡាន` for a car ad that never says
 * ឡាន) and misspellings expect what the user expects even where today's match rule misses them.
 * Judging rules, so the sets stay consistent:
 * - a brand or model means every item of that brand or model (a Yamaha guitar is a Yamaha),
 *   never an accessory "for" it, a repair service or a job that mentions it;
 * - a kind of thing (`ឡាន`, `laptop`, `ផ្ទះ`) means every ad for that kind, in any language;
 * - a place means the ads located there (not a number plate from there);
 * - several words mean all of them (`ផ្ទះ ទួលគោក`: houses in Toul Kork).
 *
 * The demo marketplace is judged by the same rules, per query (`demo`), from what a
 * person reads on a demo ad (search-quality.demo.ts): what it sells, its maker, its category,
 * its fields (year, colour, sale or rent) and where it is, never its words or the search's
 * answer. Parts and games for a model (a Prius battery, Dream rims, a PS5 game) are accessories
 * "for" it, never the model (original rims are Honda's items, as the set's original chargers
 * are Samsung's and Apple's); a demo ad's place is its province (and district, when the
 * gazetteer has them), and a tour's is where it goes.
 */

import type { DemoAdFacts } from './search-quality.demo.ts';

export interface QualityAd {
  /** Stable key: `kind.name`. */
  key: string;
  /** A seeded subcategory id (categories.seed-data.ts). */
  category: number;
  title: string;
  description: string;
}

export type QueryKind =
  'khmer' | 'english' | 'brand' | 'mixed' | 'spacing' | 'numbers' | 'misspelt' | 'cross-script';

/** Which demo ads a person expects a query to find, from the ad's facts (see above). */
export type DemoRule = (ad: DemoAdFacts) => boolean;

export interface QualityQuery {
  q: string;
  kind: QueryKind;
  /** Keys of the ads a person expects this query to find (never empty). */
  relevant: readonly string[];
  /** The demo ads a person expects it to find too (`DEMO_NONE`: none of them). */
  demo: DemoRule;
}

const CAR = 401;
const MOTO = 402;
const TUK_TUK = 403;
const BICYCLE = 405;

export const QUALITY_ADS: readonly QualityAd[] = [
  // Cars
  {
    key: 'car.camry19',
    category: CAR,
    title: 'លក់ឡាន Toyota Camry 2019 ពណ៌ស',
    description: 'ឡានមួយទឹក ក្រដាសពន្ធគ្រប់ ម៉ាស៊ីនស្ងាត់ ស្លាកលេខភ្នំពេញ។ តម្លៃចរចាបាន។ ទំនាក់ទំនង 012 345 678',
  },
  {
    key: 'car.camry07',
    category: CAR,
    title: 'Camry 07 ឡានស្អាត ពណ៌ខ្មៅ',
    description: 'Toyota Camry 2007 XLE ក្រដាសពន្ធ ម៉ាស៊ីន 2.4 សន្សំសាំង។ ទីតាំង ទួលគោក',
  },
  {
    key: 'car.camry-km',
    category: CAR,
    title: 'តូយ៉ូតា ខេមរី ឆ្នាំ២០១២ ពណ៌ប្រផេះ',
    description: 'ឡានប្រើផ្ទាល់ខ្លួន មិនដែលបុក មិនដែលលិចទឹក។ ចង់បានតម្លៃពិតៗ ទាក់ទងមកខ្ញុំ',
  },
  {
    key: 'car.prius10',
    category: CAR,
    title: 'Toyota Prius 2010 Option 4 ស៊ីសាំងតិច',
    description: 'Prius ឆ្នាំ 2010 ពណ៌ស ក្រដាសពន្ធ ទីតាំងពោធិ៍សែនជ័យ',
  },
  {
    key: 'car.prius-km',
    category: CAR,
    title: 'ព្រីអុស ២០០៥ ឡានស្អាតណាស់',
    description: 'តូយ៉ូតា ព្រីអុស ពណ៌ខៀវ ម៉ាស៊ីនល្អ អាគុយថ្មី។ 8500$ ចរចា',
  },
  {
    key: 'car.rx350',
    category: CAR,
    title: 'Lexus RX350 2016 Full Option',
    description: 'ឡាន Lexus RX 350 ឆ្នាំ 2016 ពណ៌ស ក្រដាសពន្ធ ឡានមួយទឹក ស្អាតដូចថ្មី',
  },
  {
    key: 'car.rx330',
    category: CAR,
    title: 'លក់ ឡិចស៊ីស RX330 ឆ្នាំ2004',
    description: 'Lexus RX330 ពណ៌មាស ប៉ុងមួយ ម៉ាស៊ីនល្អ ចរចាបាន។ ទីតាំង សែនសុខ',
  },
  {
    key: 'car.highlander',
    category: CAR,
    title: 'Toyota Highlander 2008 Limited',
    description: 'ឡាន Highlander ឆ្នាំ 2008 ពណ៌ខ្មៅ ក្រដាសពន្ធ ៧កៅអី ស្លាកលេខកណ្ដាល',
  },
  {
    key: 'car.landcruiser',
    category: CAR,
    title: 'Land Cruiser V8 2015 ពណ៌ស',
    description: 'Toyota Land Cruiser VX V8 ឆ្នាំ 2015 ឡានធំ ស្អាតណាស់ ចរចាផ្ទាល់',
  },
  {
    key: 'car.tacoma',
    category: CAR,
    title: 'Toyota Tacoma 2012 ឡានភីកអាប់',
    description: 'Tacoma 4x4 TRD ម៉ាស៊ីន 4.0 ពណ៌ក្រហម ក្រដាសពន្ធ',
  },
  {
    key: 'car.corolla',
    category: CAR,
    title: 'Toyota Corolla Altis 2014 auto',
    description: 'Corolla Altis ពណ៌ប្រាក់ ស៊ីសាំងតិច ស័ក្តិសមសម្រាប់រត់ Grab',
  },
  {
    key: 'car.vios',
    category: CAR,
    title: 'តូយ៉ូតា វីអូស 2018 ពណ៌ក្រហម',
    description: 'Vios ឆ្នាំ 2018 ប្រើតិច 40000km ក្រដាសពន្ធ ប្តូរឈ្មោះភ្លាមៗ',
  },
  {
    key: 'car.prado',
    category: CAR,
    title: 'តូយ៉ូតា ប្រាដូ ឆ្នាំ២០១០',
    description: 'ឡានធំ ៧កៅអី ម៉ាស៊ីនល្អ ពណ៌ស ក្រដាសពន្ធ',
  },
  {
    key: 'car.rav4',
    category: CAR,
    title: 'RAV4 2008 ពណ៌ខ្មៅ ឡានលក់បន្ទាន់',
    description: 'Toyota RAV4 ម៉ាស៊ីន 2.4 ក្រដាសពន្ធ ត្រូវការលុយលក់បន្ទាន់',
  },
  {
    key: 'car.fortuner',
    category: CAR,
    title: 'Toyota Fortuner 2021 ស្លាកលេខភ្នំពេញ',
    description: 'ឡានមួយទឹក ពណ៌ប្រផេះ ម៉ាស៊ូត ពេញលេខ',
  },
  {
    key: 'car.civic17',
    category: CAR,
    title: 'Honda Civic 2017 Turbo',
    description: 'ឡាន Honda Civic ពណ៌ស ម៉ាស៊ីន 1.5 Turbo ឡានស្អាត ក្រដាសពន្ធ',
  },
  {
    key: 'car.civic-km',
    category: CAR,
    title: 'ហុងដា ស៊ីវិច 2006',
    description: 'ឡានស្អាត ម៉ាស៊ីន 1.8 ពណ៌ខ្មៅ ចរចាបាន',
  },
  {
    key: 'car.crv',
    category: CAR,
    title: 'ហុងដា CR-V 2013 ពណ៌ខ្មៅ',
    description: 'ឡាន ហុងដា CRV ឆ្នាំ 2013 ៤កង់ ម៉ាស៊ីន 2.4 ប្រើផ្ទាល់ខ្លួន',
  },
  {
    key: 'car.accord',
    category: CAR,
    title: 'Honda Accord 2008 V6',
    description: 'Accord 08 ពណ៌ប្រផេះ ឡានស្រួលជិះ ក្រដាសពន្ធ ចរចា',
  },
  {
    key: 'car.santafe',
    category: CAR,
    title: 'Hyundai Santa Fe 2019 ម៉ាស៊ីនម៉ាស៊ូត',
    description: 'ឡាន Santa Fe ឆ្នាំ 2019 ៧កៅអី ស៊ីម៉ាស៊ូត ពណ៌ស',
  },
  {
    key: 'car.ranger',
    category: CAR,
    title: 'Ford Ranger Wildtrak 2020',
    description: 'ឡាន Ford Ranger 2.0 Bi-Turbo ពណ៌ទឹកក្រូច ក្រដាសពន្ធ ឡានក្រុមហ៊ុន',
  },
  {
    key: 'car.everest',
    category: CAR,
    title: 'ហ្វដ Everest 2018',
    description: 'Ford Everest Titanium ពណ៌ស ៧កៅអី ស្លាកលេខភ្នំពេញ',
  },
  {
    key: 'car.cx5',
    category: CAR,
    title: 'Mazda CX-5 2017 ពណ៌ក្រហម',
    description: 'ម៉ាហ្សដា CX5 ឆ្នាំ 2017 ឡានស្អាត អត់បុក',
  },
  {
    key: 'car.benz',
    category: CAR,
    title: 'Mercedes-Benz E300 2018',
    description: 'បេនហ្ស៍ E300 ពណ៌ខ្មៅ ក្រដាសពន្ធ ឡានមួយទឹកពីក្រុមហ៊ុន',
  },
  {
    key: 'car.bmw',
    category: CAR,
    title: 'BMW X5 2014 xDrive',
    description: 'BMW X5 ពណ៌ស ម៉ាស៊ីនល្អ ឡានស្អាត ចរចាបាន',
  },
  {
    key: 'car.dmax',
    category: CAR,
    title: 'Isuzu D-Max 2016 ឡានដឹកទំនិញ',
    description: 'D-Max ៤កង់ ម៉ាស៊ូត ពណ៌ស ល្អសម្រាប់ដឹកទំនិញ',
  },
  {
    key: 'car.xtrail',
    category: CAR,
    title: 'Nissan X-Trail 2015',
    description: 'ឡាន Nissan ពណ៌ប្រផេះ ម៉ាស៊ីន 2.5 ក្រដាសពន្ធ',
  },
  {
    key: 'car.kia',
    category: CAR,
    title: 'ឡានគៀ Morning 2012 តូចស្រួលជិះ',
    description: 'Kia Morning ឡានតូច ស៊ីសាំងតិច សម្រាប់ជិះក្នុងក្រុង',
  },

  // Motorbikes
  {
    key: 'moto.dream20',
    category: MOTO,
    title: 'Honda Dream 2020 ឡានថ្មី',
    description: 'ម៉ូតូ ហុងដា ឌ្រីម ពណ៌ខ្មៅ ពន្ធគ្រប់ ស្លាកលេខភ្នំពេញ ជិះតិច',
  },
  {
    key: 'moto.dream-km',
    category: MOTO,
    title: 'ម៉ូតូ ឌ្រីម ២០១៥ ពណ៌ក្រហម',
    description: 'ហុងដាឌ្រីម ម៉ាស៊ីនល្អ ក្រដាសពន្ធ ចរចាបាន',
  },
  {
    key: 'moto.dream-c125',
    category: MOTO,
    title: 'Honda Dream C125 ថ្មីស្រឡាង',
    description: 'Dream 2023 ពណ៌ខ្មៅ ទើបចេញពីហាង ត្រូវការលុយ',
  },
  {
    key: 'moto.dream-old',
    category: MOTO,
    title: 'ម៉ូតូ Dream ចាស់ លក់ថោក',
    description: 'ហុងដា ឌ្រីម ឆ្នាំ 2005 នៅជិះបាន តម្លៃ 600$',
  },
  {
    key: 'moto.scoopy',
    category: MOTO,
    title: 'Honda Scoopy 2022 ពណ៌ស',
    description: 'ម៉ូតូ Scoopy i ជិះបាន 5000km ដូចថ្មី ក្រដាសពន្ធ',
  },
  {
    key: 'moto.scoopy-km',
    category: MOTO,
    title: 'ស្កូពី 2019 ពណ៌ផ្កាឈូក',
    description: 'ម៉ូតូស្រី ហុងដា ស្កូពី ស្អាត ប្រើផ្ទាល់ខ្លួន',
  },
  {
    key: 'moto.click',
    category: MOTO,
    title: 'Honda Click 125i 2021',
    description: 'ម៉ូតូ Click ពណ៌ខ្មៅ ស៊ីសាំងតិច ចរចាបាន',
  },
  {
    key: 'moto.click-km',
    category: MOTO,
    title: 'ហុងដា ក្លិក ២០២០',
    description: 'ម៉ូតូ ពណ៌ខ្មៅ ជិះស្រួល ស៊ីសាំងតិច',
  },
  {
    key: 'moto.pcx',
    category: MOTO,
    title: 'Honda PCX 160 2022 ថ្មី 99%',
    description: 'PCX ពណ៌ប្រផេះ ពន្ធគ្រប់ ស្លាកលេខ',
  },
  {
    key: 'moto.wave',
    category: MOTO,
    title: 'Honda Wave 110 ម៉ូតូលក់ថោក',
    description: 'Wave ពណ៌ខៀវ ជិះទៅធ្វើការបាន សន្សំសាំង',
  },
  {
    key: 'moto.beat',
    category: MOTO,
    title: 'Honda Beat 2018',
    description: 'ម៉ូតូស្រី Beat ពណ៌ស ស្អាត',
  },
  {
    key: 'moto.zoomer',
    category: MOTO,
    title: 'Honda Zoomer X 2020',
    description: 'Zoomer X ពណ៌ខ្មៅ ម៉ូតូស្អាត ស្លាកលេខភ្នំពេញ',
  },
  {
    key: 'moto.nmax',
    category: MOTO,
    title: 'Yamaha NMAX 155 2021',
    description: 'ម៉ូតូ យ៉ាម៉ាហា NMAX ពណ៌ខ្មៅ ថ្មី 95%',
  },
  {
    key: 'moto.fino-km',
    category: MOTO,
    title: 'យ៉ាម៉ាហា Fino 2017 ពណ៌ក្រហម',
    description: 'ម៉ូតូស្រី ស្អាត ម៉ាស៊ីនល្អ ចរចាបាន',
  },
  {
    key: 'moto.r15',
    category: MOTO,
    title: 'Yamaha R15 V3 ម៉ូតូកង់ធំ',
    description: 'R15 ពណ៌ខៀវ ជិះតិច ក្រដាសពន្ធ',
  },
  {
    key: 'moto.smash',
    category: MOTO,
    title: 'Suzuki Smash 2010',
    description: 'ម៉ូតូ Smash ពណ៌ខ្មៅ ម៉ាស៊ីនខ្លាំង',
  },
  {
    key: 'moto.nex-km',
    category: MOTO,
    title: 'ស៊ុយហ្សូគី Nex ២០១៨',
    description: 'ម៉ូតូស្រី ពណ៌ស ស៊ីសាំងតិច',
  },
  {
    key: 'moto.vespa',
    category: MOTO,
    title: 'Vespa Sprint 150 2019',
    description: 'Vespa ពណ៌លឿង ម៉ូតូស្អាតសម្រាប់នារី',
  },
  {
    key: 'moto.ktm',
    category: MOTO,
    title: 'KTM Duke 390 2020',
    description: 'ម៉ូតូធំ KTM ពណ៌ទឹកក្រូច ស្លាកលេខ',
  },
  {
    key: 'moto.electric',
    category: MOTO,
    title: 'ម៉ូតូអគ្គិសនី ថ្មី 2024',
    description: 'ម៉ូតូភ្លើង សាកថ្មបាន 80km ល្អសម្រាប់សិស្ស',
  },

  // Tuk-tuks and bicycles
  {
    key: 'tuktuk.bajaj',
    category: TUK_TUK,
    title: 'Bajaj RE កង់បី 2019',
    description: 'រ៉ឺម៉ក បាចាច ពណ៌ខៀវ ក្រដាសពន្ធ រត់ PassApp បាន',
  },
  {
    key: 'tuktuk.remork',
    category: TUK_TUK,
    title: 'រ៉ឺម៉កម៉ូតូ សម្រាប់លក់',
    description: 'រ៉ឺម៉កស្អាត អង្គុយបាន ៦នាក់ រកស៊ីបាន',
  },
  {
    key: 'bicycle.giant',
    category: BICYCLE,
    title: 'កង់ Giant ATX ថ្មី',
    description: 'កង់ឡើងភ្នំ Giant ពណ៌ខ្មៅ 27 លេខ',
  },
  {
    key: 'bicycle.kids',
    category: BICYCLE,
    title: 'កង់ក្មេង 16 inch',
    description: 'កង់សម្រាប់កុមារ អាយុ 4-7 ឆ្នាំ ពណ៌ផ្កាឈូក',
  },

  // Phones
  {
    key: 'phone.ip13pm',
    category: 101,
    title: 'iPhone 13 Pro Max 256GB ដូចថ្មី',
    description: 'ទូរស័ព្ទ iPhone 13 Pro Max ពណ៌ខៀវ ម៉ាស៊ីនដើម អត់ជួសជុល ថ្ម 89%',
  },
  {
    key: 'phone.ip13',
    category: 101,
    title: 'iPhone13 128GB ពណ៌ផ្កាឈូក',
    description: 'ទូរស័ព្ទដៃ ស្អាត 99% មានប្រអប់ និងខ្សែសាក',
  },
  {
    key: 'phone.ip13mini',
    category: 101,
    title: 'iPhone 13 mini ពណ៌ខ្មៅ',
    description: 'ម៉ាស៊ីនស្អាត ថ្ម 85% សេរីអាមេរិក',
  },
  {
    key: 'phone.ip12',
    category: 101,
    title: 'iPhone 12 64GB លក់ថោក',
    description: 'ម៉ាស៊ីនដើម ពណ៌ស អេក្រង់គ្មានស្នាម',
  },
  {
    key: 'phone.ip11',
    category: 101,
    title: 'iPhone 11 ពណ៌ស្វាយ 128GB',
    description: 'ទូរស័ព្ទ ប្រើផ្ទាល់ខ្លួន ថ្ម 80%',
  },
  {
    key: 'phone.ip11pm-km',
    category: 101,
    title: 'អាយហ្វូន ១១ ប្រូ ម៉ាក់ ពណ៌បៃតង',
    description: 'ទូរស័ព្ទស្អាត ម៉ាស៊ីនដើម 256GB តម្លៃចរចាបាន',
  },
  {
    key: 'phone.ipx-km',
    category: 101,
    title: 'លក់ អាយហ្វូន X ពណ៌ស',
    description: 'ទូរស័ព្ទដៃ ប្រើបាន ថ្ម 78% លក់ថោក',
  },
  {
    key: 'phone.ipxr',
    category: 101,
    title: 'iPhone XR 64GB ពណ៌ក្រហម',
    description: 'ល្អសម្រាប់សិស្ស ថ្មដូរថ្មី',
  },
  {
    key: 'phone.ip14pro',
    category: 101,
    title: 'iPhone 14 Pro 256GB Deep Purple',
    description: 'ស្អាតដូចថ្មី មានធានា ៦ខែ',
  },
  {
    key: 'phone.ip15pm',
    category: 101,
    title: 'iPhone 15 Pro Max 512GB ថ្មីមិនទាន់បើក',
    description: 'iPhone 15 Pro Max ពណ៌ Natural Titanium ថ្មីក្នុងប្រអប់ ZA/A',
  },
  {
    key: 'phone.s23u',
    category: 101,
    title: 'Samsung Galaxy S23 Ultra 512GB',
    description: 'សាំសុង S23 Ultra ពណ៌ខ្មៅ ដូចថ្មី មានប៊ិច S Pen',
  },
  {
    key: 'phone.s21',
    category: 101,
    title: 'Samsung S21 5G ពណ៌ប្រផេះ',
    description: 'ទូរស័ព្ទស្អាត មិនដែលជួសជុល',
  },
  {
    key: 'phone.a52',
    category: 101,
    title: 'Samsung Galaxy A52 ថោកៗ',
    description: 'A52 128GB ពណ៌ខៀវ មានស្នាមបន្តិច',
  },
  {
    key: 'phone.a14',
    category: 101,
    title: 'សាំសុង Galaxy A14 ថ្មី',
    description: 'ទូរស័ព្ទថ្មីមិនទាន់បើកប្រអប់ ធានា ១ឆ្នាំ',
  },
  {
    key: 'phone.a32-km',
    category: 101,
    title: 'សាំសុង ហ្គាឡាក់ស៊ី A32 ពណ៌ស',
    description: 'ទូរស័ព្ទប្រើបាន ១ឆ្នាំ ល្អដូចថ្មី',
  },
  {
    key: 'phone.note20',
    category: 101,
    title: 'Samsung Note 20 Ultra',
    description: 'Galaxy Note20 Ultra ពណ៌មាស ស្អាត 98%',
  },
  {
    key: 'phone.zflip5',
    category: 101,
    title: 'Galaxy Z Flip 5 ពណ៌ស្វាយ',
    description: 'Samsung Z Flip5 ដូចថ្មី ធានានៅសល់ ៨ខែ',
  },
  {
    key: 'phone.reno8',
    category: 101,
    title: 'OPPO Reno 8 5G',
    description: 'ទូរស័ព្ទ អូប៉ូ Reno8 ពណ៌មាស 256GB',
  },
  {
    key: 'phone.oppo-a57-km',
    category: 101,
    title: 'អូប៉ូ A57 ថ្មី',
    description: 'ទូរស័ព្ទថ្មីក្នុងប្រអប់ ថ្ម 5000mAh',
  },
  {
    key: 'phone.vivo',
    category: 101,
    title: 'Vivo V27 ពណ៌ខៀវ',
    description: 'vivo V27 5G ដូចថ្មី កាមេរ៉ាស្អាត',
  },
  {
    key: 'phone.redmi',
    category: 101,
    title: 'Xiaomi Redmi Note 12',
    description: 'Redmi Note 12 ពណ៌ខ្មៅ 128GB ថោកៗ',
  },
  {
    key: 'phone.huawei',
    category: 101,
    title: 'Huawei P30 Pro',
    description: 'ហួវេ P30 Pro ពណ៌ខៀវ ប្រើបាន',
  },
  {
    key: 'phone.nokia',
    category: 101,
    title: 'Nokia 105 ទូរស័ព្ទចុច',
    description: 'ទូរស័ព្ទ Nokia ថ្មសន្សំ សម្រាប់ចាស់ៗ',
  },
  {
    key: 'phone.pixel',
    category: 101,
    title: 'Google Pixel 7 Pro',
    description: 'Pixel 7 Pro 128GB ពណ៌ស កាមេរ៉ាល្អ',
  },
  {
    key: 'phonenumber.888',
    category: 105,
    title: 'លេខទូរស័ព្ទស្អាត 012 888 999',
    description: 'លក់លេខស្អាត Cellcard 012888999',
  },

  // Phone accessories and smart watches
  {
    key: 'accessory.ip13-case',
    category: 104,
    title: 'ស្រោម iPhone 13 Pro Max',
    description: 'Case ការពារទូរស័ព្ទ ល្អ តម្លៃ 5$',
  },
  {
    key: 'accessory.airpods',
    category: 104,
    title: 'AirPods Pro 2 ថ្មី',
    description: 'កាស Apple AirPods Pro ដើម ពីអាមេរិក',
  },
  {
    key: 'accessory.iphone-charger',
    category: 104,
    title: 'ខ្សែសាក iPhone Type-C 20W',
    description: 'ក្បាលសាក Apple 20W ដើម',
  },
  {
    key: 'accessory.powerbank',
    category: 104,
    title: 'ថ្មសាក Power Bank 20000mAh',
    description: 'Anker Power Bank សាកលឿន',
  },
  {
    key: 'accessory.samsung-charger',
    category: 104,
    title: 'ក្បាលសាក Samsung 25W',
    description: 'Samsung charger ដើម សាកលឿន',
  },
  {
    key: 'watch.apple',
    category: 103,
    title: 'Apple Watch Series 8 45mm',
    description: 'នាឡិកា Apple Watch ពណ៌ខ្មៅ ដូចថ្មី',
  },
  {
    key: 'watch.galaxy',
    category: 103,
    title: 'Samsung Galaxy Watch 5',
    description: 'នាឡិកាឆ្លាតវៃ សាំសុង ពណ៌ប្រផេះ',
  },

  // Tablets and computers
  {
    key: 'tablet.ipad-air',
    category: 102,
    title: 'iPad Air 5 M1 64GB WiFi',
    description: 'អាយផេត ពណ៌ខៀវ ដូចថ្មី មានប៊ិច',
  },
  {
    key: 'tablet.ipad-pro',
    category: 102,
    title: 'iPad Pro 12.9 2021',
    description: 'iPad Pro M1 ពណ៌ប្រផេះ 256GB',
  },
  {
    key: 'tablet.ipad-km',
    category: 102,
    title: 'អាយផេត ជំនាន់ទី៩ សម្រាប់ក្មេងរៀន',
    description: 'ថេប្លេត ស្អាត 64GB',
  },
  {
    key: 'tablet.tab-s8',
    category: 102,
    title: 'Samsung Galaxy Tab S8',
    description: 'ថេប្លេត សាំសុង ដូចថ្មី',
  },
  {
    key: 'laptop.mbp-m1',
    category: 201,
    title: 'MacBook Pro M1 2020 13 inch',
    description: 'ម៉ាស៊ីន Mac ស្អាត ថ្ម 90% RAM 8GB SSD 256GB',
  },
  {
    key: 'laptop.mba-m2',
    category: 201,
    title: 'MacBook Air M2 ពណ៌ Midnight',
    description: 'កុំព្យូទ័រយួរដៃ Apple ដូចថ្មី ប្រើតិច',
  },
  {
    key: 'laptop.macbook-km',
    category: 201,
    title: 'ម៉ាក់ប៊ុក Air 2017',
    description: 'កុំព្យូទ័រយួរដៃ ប្រើបាន ថោក សម្រាប់សិស្ស',
  },
  {
    key: 'laptop.xps',
    category: 201,
    title: 'Dell XPS 13 Core i7',
    description: 'Laptop Dell XPS ស្អាត 16GB RAM',
  },
  {
    key: 'laptop.latitude',
    category: 201,
    title: 'Dell Latitude 7490 i5 ថោក',
    description: 'កុំព្យូទ័រ Dell សម្រាប់ការិយាល័យ',
  },
  {
    key: 'laptop.rog',
    category: 201,
    title: 'Asus ROG Strix G15 RTX 3060',
    description: 'Laptop Gaming ROG លេងហ្គេមខ្លាំង',
  },
  {
    key: 'laptop.thinkpad',
    category: 201,
    title: 'Lenovo ThinkPad T480',
    description: 'ThinkPad i5 Gen 8 RAM 16GB',
  },
  {
    key: 'laptop.hp',
    category: 201,
    title: 'HP Pavilion 15 Core i5',
    description: 'កុំព្យូទ័រយួរដៃ HP ពណ៌ប្រាក់',
  },
  {
    key: 'laptop.nitro',
    category: 201,
    title: 'Acer Nitro 5 Gaming',
    description: 'Acer Nitro ម៉ាស៊ីនលេងហ្គេម ស្អាត',
  },
  {
    key: 'laptop.cheap-km',
    category: 201,
    title: 'លក់កុំព្យូទ័រយួរដៃ ថោកៗ',
    description: 'Laptop Lenovo i3 ល្អសម្រាប់វាយអត្ថបទ រៀន Online',
  },
  {
    key: 'computer.gaming-pc',
    category: 202,
    title: 'កុំព្យូទ័រលើតុ Gaming PC RTX 4070',
    description: 'ម៉ាស៊ីនកុំព្យូទ័រ លេងហ្គេម ស្អាត i7 13700',
  },
  {
    key: 'computer.monitor',
    category: 204,
    title: 'Monitor LG 27 inch 4K',
    description: 'អេក្រង់កុំព្យូទ័រ LG ស្អាត',
  },
  {
    key: 'computer.printer',
    category: 205,
    title: 'ម៉ាស៊ីនព្រីន Canon G2010',
    description: 'Printer Canon ព្រីនពណ៌ ថ្មី',
  },

  // Electronics and appliances
  {
    key: 'tv.samsung55',
    category: 301,
    title: 'ទូរទស្សន៍ Samsung 55 inch Smart TV',
    description: 'TV Samsung 4K ដូចថ្មី',
  },
  {
    key: 'tv.sony65',
    category: 301,
    title: 'Sony Bravia 65" 4K',
    description: 'ទូរទស្សន៍ សូនី អេក្រង់ធំ',
  },
  {
    key: 'tv.lg-km',
    category: 301,
    title: 'ទូរទស្សន៍ អិលជី 43 អ៊ីញ',
    description: 'Smart TV ប្រើបាន ១ឆ្នាំ',
  },
  {
    key: 'camera.canon',
    category: 302,
    title: 'Canon EOS R6 Body',
    description: 'កាមេរ៉ា Canon ស្អាត Shutter 10k',
  },
  {
    key: 'camera.sony',
    category: 302,
    title: 'Sony A7 III + 28-70mm',
    description: 'កាមេរ៉ា សូនី ថតរូបស្អាត',
  },
  {
    key: 'camera.drone',
    category: 302,
    title: 'DJI Mini 3 Pro Drone',
    description: 'ដ្រូន ថតវីដេអូ 4K',
  },
  {
    key: 'camera.cctv',
    category: 309,
    title: 'កាមេរ៉ាសុវត្ថិភាព Hikvision 4 គ្រាប់',
    description: 'CCTV camera ដំឡើងជូន',
  },
  {
    key: 'audio.jbl',
    category: 303,
    title: 'ឧបករណ៍បំពងសំឡេង JBL Partybox 310',
    description: 'Speaker JBL សំឡេងខ្លាំង',
  },
  {
    key: 'aircon.daikin',
    category: 304,
    title: 'ម៉ាស៊ីនត្រជាក់ Daikin 1.5HP Inverter',
    description: 'ម៉ាស៊ីនត្រជាក់ ដាយគីន សន្សំភ្លើង',
  },
  {
    key: 'aircon.panasonic',
    category: 304,
    title: 'Air Conditioner Panasonic 1HP',
    description: 'ម៉ាស៊ីនត្រជាក់ ផាណាសូនិក ប្រើបាន ២ឆ្នាំ',
  },
  {
    key: 'fan.hatari',
    category: 304,
    title: 'កង្ហារឈរ Hatari',
    description: 'កង្ហារ ថ្មី ខ្យល់ខ្លាំង',
  },
  {
    key: 'fridge.lg',
    category: 305,
    title: 'ទូទឹកកក LG 2 ទ្វារ',
    description: 'Refrigerator LG Inverter 400L',
  },
  {
    key: 'fridge.samsung',
    category: 305,
    title: 'Samsung Fridge 300L',
    description: 'ទូទឹកកក សាំសុង ប្រើបាន ត្រជាក់ល្អ',
  },
  {
    key: 'washer.lg',
    category: 306,
    title: 'ម៉ាស៊ីនបោកគក់ LG 9kg',
    description: 'Washing machine LG ដូចថ្មី',
  },
  {
    key: 'washer.toshiba',
    category: 306,
    title: 'ម៉ាស៊ីនបោកខោអាវ Toshiba',
    description: 'ម៉ាស៊ីនបោក 8kg ប្រើបាន',
  },
  {
    key: 'kitchen.rice-cooker',
    category: 307,
    title: 'ឆ្នាំងបាយអគ្គិសនី Toshiba',
    description: 'Rice cooker 1.8L ថ្មី',
  },
  {
    key: 'console.ps5',
    category: 308,
    title: 'PS5 Disc Edition + 2 Controller',
    description: 'PlayStation 5 ស្អាត មានហ្គេម FIFA',
  },
  {
    key: 'console.switch',
    category: 308,
    title: 'Nintendo Switch OLED',
    description: 'ម៉ាស៊ីនលេងហ្គេម Switch ពណ៌ស',
  },

  // Houses, flats, condos, rooms, offices
  {
    key: 'house.flat-tk-rent',
    category: 502,
    title: 'ផ្ទះល្វែងសម្រាប់ជួល នៅទួលគោក',
    description: 'ផ្ទះល្វែង ២ជាន់ ៣បន្ទប់គេង ២បន្ទប់ទឹក នៅជិតផ្សារទួលគោក។ តម្លៃជួល 500$/ខែ',
  },
  {
    key: 'house.flat-sale',
    category: 507,
    title: 'លក់ផ្ទះល្វែង បុរីប៉េងហួត បឹងស្នោ',
    description: 'ផ្ទះល្វែង ៤ម x ១៦ម ប្លង់រឹង ២ជាន់កន្លះ។ តម្លៃ 135,000$ ចរចា',
  },
  {
    key: 'house.villa-sensok',
    category: 501,
    title: 'វីឡាលក់ នៅសែនសុខ',
    description: 'វីឡាភ្លោះ ដី 10x20m ៤បន្ទប់គេង ប្លង់រឹង ជិតផ្សារទំនើប Aeon 2',
  },
  {
    key: 'house.villa-bkk1',
    category: 502,
    title: 'Villa for rent in BKK1 with pool',
    description: 'Beautiful villa, 5 bedrooms, swimming pool, garden, near embassy. 3500$/month',
  },
  {
    key: 'house.rent-tk-en',
    category: 502,
    title: 'House for rent Toul Kork 4 bedrooms',
    description: 'Big house near Parkson, parking for 2 cars, furnished. 1200$',
  },
  {
    key: 'house.borey',
    category: 501,
    title: 'ផ្ទះលក់ក្នុងបុរី ឆ្នាំ២០២០',
    description: 'ផ្ទះល្វែងកែច្នៃ បុរីពិភពថ្មី ប្លង់រឹង ទីតាំងពោធិ៍សែនជ័យ',
  },
  {
    key: 'house.wooden',
    category: 501,
    title: 'ផ្ទះឈើលក់ នៅកំពង់ចាម',
    description: 'ផ្ទះឈើ ២ជាន់ ដីធំ មានដើមស្វាយ ប្លង់ទន់',
  },
  {
    key: 'house.siemreap-rent',
    category: 502,
    title: 'ផ្ទះជួល នៅក្រុងសៀមរាប',
    description: 'ផ្ទះមួយជាន់ ២បន្ទប់គេង ជិតផ្សារចាស់ 250$/ខែ',
  },
  {
    key: 'house.battambang',
    category: 501,
    title: 'ផ្ទះលក់បន្ទាន់ នៅបាត់ដំបង',
    description: 'ផ្ទះថ្មរឹងមាំ ៣បន្ទប់ ប្លង់រឹង តម្លៃ 65,000$',
  },
  {
    key: 'house.chroy-changvar',
    category: 501,
    title: 'House for sale Chroy Changvar',
    description: 'Twin villa, hard title, 4 bedrooms, river view',
  },
  {
    key: 'house.villa-chipmong',
    category: 501,
    title: 'លក់ផ្ទះ Villa នៅបុរីឈិបម៉ុង ៦០ម',
    description: 'Villa ទំហំ 8x20m ៥បន្ទប់គេង ប្លង់រឹង',
  },
  {
    key: 'house.meanchey-rent',
    category: 502,
    title: 'ផ្ទះជួលតម្លៃសមរម្យ ខណ្ឌមានជ័យ',
    description: 'ផ្ទះល្វែង ២ជាន់ ជួល 300$ ក្នុងមួយខែ',
  },
  {
    key: 'house.shophouse-en',
    category: 507,
    title: 'Shophouse for rent on main road',
    description: 'Flat 4x20m, good for business, Street 271, Phnom Penh. 800$/month',
  },
  {
    key: 'house.shophouse-km',
    category: 507,
    title: 'ផ្ទះអាជីវកម្មសម្រាប់ជួល មុខផ្លូវធំ',
    description: 'ផ្ទះល្វែងជាប់ផ្លូវ ២៧១ ស័ក្តិសមធ្វើហាងកាហ្វេ',
  },
  {
    key: 'condo.aeon-rent',
    category: 505,
    title: 'Condo for rent near Aeon Mall 1',
    description: '1 bedroom condo, fully furnished, gym and pool. 550$/month',
  },
  {
    key: 'condo.bkk-km',
    category: 505,
    title: 'ខុនដូលក់ នៅបឹងកេងកង',
    description: 'ខុនដូ ២បន្ទប់គេង ជាន់ទី១៥ មើលឃើញទេសភាពទីក្រុង',
  },
  {
    key: 'condo.peak',
    category: 505,
    title: 'The Peak condo for sale 2 bedrooms',
    description: 'Condominium 85 sqm, high floor, hard title (strata)',
  },
  {
    key: 'apartment.daun-penh',
    category: 505,
    title: 'Apartment for rent Daun Penh $400',
    description: 'Service apartment 1 bedroom, cleaning twice a week, near riverside',
  },
  {
    key: 'apartment.chamkarmon-km',
    category: 505,
    title: 'អាផាតមិនជួល នៅចំការមន',
    description: 'បន្ទប់ស្អាត មានគ្រឿងសង្ហារិម ម៉ាស៊ីនត្រជាក់ 350$/ខែ',
  },
  {
    key: 'room.rupp',
    category: 506,
    title: 'បន្ទប់ជួលតម្លៃថោក នៅជិតសាលា RUPP',
    description: 'បន្ទប់ជួល 80$/ខែ មានទឹកភ្លើង Wifi សម្រាប់សិស្ស',
  },
  {
    key: 'room.olympic',
    category: 506,
    title: 'Room for rent near Olympic stadium',
    description: 'Small room with bathroom, 120$ per month, motorbike parking',
  },
  {
    key: 'room.toul-kork',
    category: 506,
    title: 'បន្ទប់ជួល នៅទួលគោក',
    description: 'បន្ទប់ ៤x៥ម មានបន្ទប់ទឹកក្នុង ជួល 150$',
  },
  {
    key: 'office.warehouse',
    category: 508,
    title: 'ឃ្លាំងជួល ទំហំ 500m2',
    description: 'Warehouse for rent near Phnom Penh port, trucks access',
  },
  {
    key: 'office.bkk3',
    category: 508,
    title: 'Office space for rent BKK3',
    description: 'ការិយាល័យជួល 100m2 ជាន់ទី៣ មានជណ្តើរយន្ត',
  },

  // Land
  {
    key: 'land.kandal',
    category: 503,
    title: 'ដីលក់នៅខេត្តកណ្ដាល',
    description: 'ដីឡូតិ៍ 10x30m ប្លង់រឹង ជិតផ្លូវជាតិលេខ២ តម្លៃ 45,000$',
  },
  {
    // កណ្តាល with ត under the coeng: a spelling as common as កណ្ដាល.
    key: 'land.kandal-saang',
    category: 503,
    title: 'ដីឡូតិ៍លក់ ស្អាង កណ្តាល',
    description: 'ដីទំហំ 5x20m ប្លង់ទន់ ជិតផ្សារ',
  },
  {
    key: 'land.kampot-en',
    category: 503,
    title: 'Land for sale in Kampot river view',
    description: 'Land 1,200 sqm near Kampot river, soft title, good for guesthouse',
  },
  {
    key: 'land.kampot-km',
    category: 503,
    title: 'ដីលក់នៅកំពត ជិតទន្លេ',
    description: 'ដីចម្ការ ១ហិកតា មានដើមម្រេច',
  },
  {
    key: 'land.sihanoukville',
    category: 503,
    title: 'ដីលក់ក្រុងព្រះសីហនុ ជិតសមុទ្រ',
    description: 'ដីឡូតិ៍ 20x40m ប្លង់រឹង ស័ក្តិសមសាងសណ្ឋាគារ',
  },
  {
    key: 'land.sensok-en',
    category: 503,
    title: 'Land for sale Sen Sok 300 sqm',
    description: 'Hard title, good location, near Aeon Mall Sen Sok. 600$/sqm',
  },
  {
    key: 'land.takeo-rice',
    category: 503,
    title: 'ដីស្រែលក់ នៅតាកែវ',
    description: 'ដីស្រែ ២ហិកតា មានប្រឡាយទឹក ប្លង់ទន់',
  },
  {
    key: 'land.rent-60m',
    category: 504,
    title: 'ដីជួល មុខផ្លូវ ៦០ម',
    description: 'ដីទំនេរ 20x50m សម្រាប់ដាក់ឡាន ឬធ្វើឃ្លាំង',
  },
  {
    key: 'land.kep',
    category: 503,
    title: 'ដីលក់ នៅខេត្តកែប',
    description: 'ដីលំនៅឋាន ២០០០ម៉ែត្រការ៉េ មើលឃើញសមុទ្រ',
  },
  {
    key: 'land.siemreap',
    category: 503,
    title: 'Land for sale in Siem Reap near Angkor',
    description: 'ដីលក់នៅសៀមរាប 15x30m hard title',
  },
  {
    key: 'land.cashew',
    category: 503,
    title: 'ដីចម្ការស្វាយចន្ទី លក់',
    description: 'ដីចម្ការ ៥ហិកតា នៅកំពង់ធំ ដើមស្វាយចន្ទីកំពុងផ្តល់ផល',
  },

  // Jobs
  {
    key: 'job.sales-km',
    category: 601,
    title: 'ជ្រើសរើសបុគ្គលិកផ្នែកលក់ ចំនួន ៥នាក់',
    description: 'ក្រុមហ៊ុនយើងខ្ញុំត្រូវការបុគ្គលិកលក់ ប្រាក់ខែ 300$ + កម្រៃជើងសារ',
  },
  {
    key: 'job.sales-en',
    category: 601,
    title: 'Sales Executive wanted',
    description: 'We are hiring sales staff, salary negotiable, Phnom Penh office',
  },
  {
    key: 'job.marketing',
    category: 601,
    title: 'ត្រូវការបុគ្គលិក Marketing',
    description: 'Digital Marketing Officer ចេះប្រើ Facebook Ads',
  },
  {
    key: 'job.driver-km',
    category: 605,
    title: 'ត្រូវការអ្នកបើកបរឡាន',
    description: 'ជ្រើសរើសអ្នកបើកបរ មានប័ណ្ណបើកបរ B ប្រាក់ខែ 350$',
  },
  {
    key: 'job.driver-en',
    category: 605,
    title: 'Driver needed for family',
    description: 'Private driver, must speak some English, 400$/month',
  },
  {
    key: 'job.delivery',
    category: 605,
    title: 'ជ្រើសរើសអ្នកដឹកជញ្ជូនម៉ូតូ',
    description: 'ត្រូវការអ្នកដឹកឥវ៉ាន់ មានម៉ូតូផ្ទាល់ខ្លួន',
  },
  {
    key: 'job.accountant-km',
    category: 606,
    title: 'ជ្រើសរើសគណនេយ្យករ',
    description: 'គណនេយ្យករ ចេះប្រើ QuickBooks បទពិសោធន៍ ២ឆ្នាំ',
  },
  {
    key: 'job.accountant-en',
    category: 606,
    title: 'Accountant (Full time)',
    description: 'Senior accountant, ACCA preferred, good English',
  },
  {
    key: 'job.cashier',
    category: 606,
    title: 'ត្រូវការអ្នកគិតលុយ ហាងកាហ្វេ',
    description: 'បេឡាករ ធ្វើការវេនព្រឹក ប្រាក់ខែ 250$',
  },
  {
    key: 'job.web-dev',
    category: 603,
    title: 'Web Developer (React/Node.js)',
    description: 'IT company in Phnom Penh is hiring a developer, 1000-1500$',
  },
  {
    key: 'job.programmer-km',
    category: 603,
    title: 'ជ្រើសរើសអ្នកសរសេរកម្មវិធី',
    description: 'Programmer ចេះ PHP Laravel ប្រាក់ខែចរចា',
  },
  {
    key: 'job.teacher-en',
    category: 607,
    title: 'English teacher wanted',
    description: 'Full-time English teacher for kids, native or fluent',
  },
  {
    key: 'job.teacher-km',
    category: 607,
    title: 'ត្រូវការគ្រូបង្រៀនភាសាអង់គ្លេស',
    description: 'គ្រូបង្រៀនភាសាអង់គ្លេស ថ្នាក់កុមារ វេនល្ងាច',
  },
  {
    key: 'job.security',
    category: 610,
    title: 'ជ្រើសរើសសន្តិសុខ ១០នាក់',
    description: 'សន្តិសុខ យាមវេនយប់ មានកន្លែងស្នាក់នៅ',
  },
  {
    key: 'job.garment',
    category: 609,
    title: 'ត្រូវការកម្មកររោងចក្រកាត់ដេរ',
    description: 'កម្មករ ប្រុស ស្រី ប្រាក់ខែ 220$ + ម៉ោងបន្ថែម',
  },
  {
    key: 'job.waiter',
    category: 610,
    title: 'Waiter / Waitress needed',
    description: 'ត្រូវការបុគ្គលិកបម្រើភ្ញៀវ ភោជនីយដ្ឋាន',
  },
  {
    key: 'job.mechanic',
    category: 610,
    title: 'ត្រូវការជាងជួសជុលឡាន',
    description: 'ជាងម៉ាស៊ីនឡាន មានបទពិសោធន៍ Toyota Lexus',
  },

  // Services
  {
    key: 'service.phone-repair',
    category: 701,
    title: 'ជួសជុលទូរស័ព្ទ iPhone Samsung',
    description: 'ប្តូរអេក្រង់ ប្តូរថ្ម ជួសជុលទូរស័ព្ទគ្រប់ម៉ាក',
  },
  {
    key: 'service.cleaning',
    category: 703,
    title: 'សេវាសម្អាតផ្ទះ',
    description: 'សម្អាតផ្ទះ ការិយាល័យ ខុនដូ តម្លៃសមរម្យ',
  },
  {
    key: 'service.moving',
    category: 704,
    title: 'សេវារើផ្ទះ ដឹកឥវ៉ាន់',
    description: 'ឡានដឹកទំនិញ ៣តោន រើផ្ទះ ទូទាំងភ្នំពេញ',
  },
  {
    key: 'service.car-rental',
    category: 709,
    title: 'ជួលឡានទេសចរណ៍ 15 កៅអី',
    description: 'មានអ្នកបើកបរ ទៅខេត្ត ជិះពិធីមង្គលការ',
  },
  {
    key: 'service.wedding',
    category: 707,
    title: 'តុបតែងពិធីមង្គលការ',
    description: 'សេវាតុបតែងរោងការ ថតរូប វីដេអូ',
  },

  // Furniture
  {
    key: 'furniture.sofa-km',
    category: 901,
    title: 'សាឡុងលក់ ដូចថ្មី',
    description: 'សាឡុងស្បែក ៣កៅអី ពណ៌ត្នោត',
  },
  {
    key: 'furniture.sofa-en',
    category: 901,
    title: 'Sofa set L-shape grey',
    description: 'L-shape sofa, fabric, 2 years old, pick up at Sen Sok',
  },
  {
    key: 'furniture.office-chair',
    category: 907,
    title: 'កៅអីការិយាល័យ ថ្មី',
    description: 'Office chair ergonomic អង្គុយស្រួល',
  },
  {
    key: 'furniture.bed',
    category: 902,
    title: 'គ្រែឈើ 1m8 ជាមួយពូក',
    description: 'គ្រែឈើធ្នង់ ពូកកៅស៊ូ ដូចថ្មី',
  },
  {
    key: 'furniture.mattress',
    category: 902,
    title: 'Mattress 1.6m x 2m',
    description: 'ពូក Dunlopillo ប្រើបាន ៦ខែ',
  },
  {
    key: 'furniture.dining-table',
    category: 903,
    title: 'តុញ៉ាំបាយ ៦កៅអី',
    description: 'តុឈើបេងធំ ជាមួយកៅអី ៦',
  },
  {
    key: 'furniture.study-desk',
    category: 903,
    title: 'Study desk for kids',
    description: 'Small white desk with drawer, 40$',
  },
  {
    key: 'furniture.wardrobe',
    category: 904,
    title: 'ទូខោអាវឈើ ៣ទ្វារ',
    description: 'ទូដាក់ខោអាវ ស្អាត ឈើរឹង',
  },
  {
    key: 'furniture.tv-cabinet',
    category: 904,
    title: 'ទូដាក់ទូរទស្សន៍',
    description: 'TV cabinet ពណ៌ស ទំនើប',
  },
  {
    key: 'furniture.plants',
    category: 906,
    title: 'ដើមឈើលម្អផ្ទះ',
    description: 'ផ្កា ដើមឈើក្នុងផើង សម្រាប់លម្អផ្ទះ និងការិយាល័យ',
  },
  {
    key: 'furniture.office-desks',
    category: 907,
    title: 'តុការិយាល័យ និងកៅអី',
    description: 'Office desk set for 10 staff, good condition',
  },

  // Clothes, shoes, bags, watches, jewellery
  {
    key: 'clothes.wedding-dress',
    category: 801,
    title: 'រ៉ូបការ ជួល និងលក់',
    description: 'រ៉ូបពិធីមង្គលការ ពណ៌ស ស្អាត',
  },
  {
    key: 'clothes.polo',
    category: 802,
    title: 'អាវយឺតបុរស Polo',
    description: 'អាវយឺត ក្រណាត់ល្អ គ្រប់ទំហំ M L XL',
  },
  {
    key: 'clothes.levis',
    category: 802,
    title: "ខោខូវប៊យ Levi's 501",
    description: "Levi's jeans size 32 original",
  },
  {
    key: 'clothes.nike-hoodie',
    category: 802,
    title: 'Hoodie Nike ពណ៌ខ្មៅ',
    description: 'អាវរងា Nike ដើម size L',
  },
  {
    key: 'shoes.af1',
    category: 803,
    title: 'ស្បែកជើង Nike Air Force 1',
    description: 'Nike AF1 ពណ៌ស size 42 ដើម ១០០%',
  },
  {
    key: 'shoes.ultraboost',
    category: 803,
    title: 'Adidas Ultraboost 22',
    description: 'ស្បែកជើងរត់ អាឌីដាស ថ្មី',
  },
  {
    key: 'shoes.nike-kids-km',
    category: 803,
    title: 'ស្បែកជើងណៃគី ក្មេង',
    description: 'ស្បែកជើងកុមារ ទំហំ 30 ស្អាត',
  },
  {
    key: 'shoes.heels',
    category: 803,
    title: 'ស្បែកជើងកែងចោត',
    description: 'Women heels 37 black',
  },
  {
    key: 'bag.lv',
    category: 804,
    title: 'កាបូប Louis Vuitton ដើម',
    description: 'LV Neverfull មាន receipt',
  },
  {
    key: 'bag.backpack',
    category: 804,
    title: 'កាបូបស្ពាយ North Face',
    description: 'Backpack សម្រាប់ធ្វើដំណើរ',
  },
  {
    key: 'watch.rolex',
    category: 805,
    title: 'Rolex Submariner ដើម',
    description: 'នាឡិកា Rolex ពណ៌ខ្មៅ មានសៀវភៅ និងប្រអប់',
  },
  {
    key: 'watch.gshock',
    category: 805,
    title: 'នាឡិកា Casio G-Shock',
    description: 'G-Shock ពណ៌ខ្មៅ ធន់ទឹក',
  },
  {
    key: 'jewellery.gold-necklace',
    category: 806,
    title: 'ខ្សែកមាស ១ជី',
    description: 'មាសបារាំង ខ្សែក ១ជី ៥ហ៊ុន',
  },
  {
    key: 'kids.stroller',
    category: 808,
    title: 'រទេះរុញកូនង៉ែត',
    description: 'Baby stroller Combi ស្អាត',
  },

  // Hobbies, pets, food
  {
    key: 'book.ielts',
    category: 1001,
    title: 'សៀវភៅ IELTS Cambridge 1-18',
    description: 'សៀវភៅរៀនភាសាអង់គ្លេស ថោក',
  },
  {
    key: 'fitness.treadmill',
    category: 1003,
    title: 'ម៉ាស៊ីនរត់ Treadmill',
    description: 'ម៉ាស៊ីនហាត់ប្រាណ ប្រើនៅផ្ទះ',
  },
  {
    key: 'music.guitar',
    category: 1004,
    title: 'ហ្គីតា Yamaha F310',
    description: 'Guitar acoustic Yamaha ដូចថ្មី',
  },
  {
    key: 'pet.husky',
    category: 1101,
    title: 'ឆ្កែ Husky លក់',
    description: 'កូនឆ្កែ Husky អាយុ ២ខែ ចាក់វ៉ាក់សាំងរួច',
  },
  {
    key: 'pet.poodle',
    category: 1101,
    title: 'Poodle puppy for sale',
    description: 'Toy poodle 3 months, vaccinated',
  },
  {
    key: 'pet.persian-cat',
    category: 1102,
    title: 'កូនឆ្មា Persian',
    description: 'ឆ្មាពូជ Persian ពណ៌ស',
  },
  {
    key: 'food.birthday-cake',
    category: 1202,
    title: 'នំខេកថ្ងៃកំណើត',
    description: 'ធ្វើនំខេកតាមការកម្ម៉ង់ ដឹកជូនដល់ផ្ទះ',
  },
  {
    key: 'food.durian',
    category: 1204,
    title: 'ធុរេនកំពត',
    description: 'ធុរេនកំពតពិតៗ ផ្អែមឆ្ងាញ់ ដឹកជូនភ្នំពេញ',
  },
  {
    key: 'food.coffee',
    category: 1206,
    title: 'កាហ្វេមណ្ឌលគិរី',
    description: 'កាហ្វេដើម ផលិតផលក្នុងស្រុក ១គីឡូ',
  },
];

/** Keys of the ads whose key starts with `prefix` (`car.` → every car). */
function all(...prefixes: string[]): string[] {
  return QUALITY_ADS.filter((ad) => prefixes.some((prefix) => ad.key.startsWith(prefix))).map(
    (ad) => ad.key,
  );
}

const TOYOTA = [
  'car.camry19',
  'car.camry07',
  'car.camry-km',
  'car.prius10',
  'car.prius-km',
  'car.highlander',
  'car.landcruiser',
  'car.tacoma',
  'car.corolla',
  'car.vios',
  'car.prado',
  'car.rav4',
  'car.fortuner',
];
const CAMRY = ['car.camry19', 'car.camry07', 'car.camry-km'];
const LEXUS = ['car.rx350', 'car.rx330'];
const HONDA_MOTOS = [
  'moto.dream20',
  'moto.dream-km',
  'moto.dream-c125',
  'moto.dream-old',
  'moto.scoopy',
  'moto.scoopy-km',
  'moto.click',
  'moto.click-km',
  'moto.pcx',
  'moto.wave',
  'moto.beat',
  'moto.zoomer',
];
const HONDA = ['car.civic17', 'car.civic-km', 'car.crv', 'car.accord', ...HONDA_MOTOS];
const DREAM = ['moto.dream20', 'moto.dream-km', 'moto.dream-c125', 'moto.dream-old'];
const SCOOPY = ['moto.scoopy', 'moto.scoopy-km'];
const YAMAHA = ['moto.nmax', 'moto.fino-km', 'moto.r15', 'music.guitar'];
const IPHONES = [
  'phone.ip13pm',
  'phone.ip13',
  'phone.ip13mini',
  'phone.ip12',
  'phone.ip11',
  'phone.ip11pm-km',
  'phone.ipx-km',
  'phone.ipxr',
  'phone.ip14pro',
  'phone.ip15pm',
];
const IPHONE_13 = ['phone.ip13pm', 'phone.ip13', 'phone.ip13mini'];
const SAMSUNG_PHONES = [
  'phone.s23u',
  'phone.s21',
  'phone.a52',
  'phone.a14',
  'phone.a32-km',
  'phone.note20',
  'phone.zflip5',
];
const SAMSUNG = [
  ...SAMSUNG_PHONES,
  'tablet.tab-s8',
  'tv.samsung55',
  'fridge.samsung',
  'accessory.samsung-charger',
  'watch.galaxy',
];
const GALAXY = [...SAMSUNG_PHONES, 'tablet.tab-s8', 'watch.galaxy'];
const APPLE = [
  ...IPHONES,
  'tablet.ipad-air',
  'tablet.ipad-pro',
  'tablet.ipad-km',
  'laptop.mbp-m1',
  'laptop.mba-m2',
  'laptop.macbook-km',
  'accessory.airpods',
  'accessory.iphone-charger',
  'watch.apple',
];
const MACBOOKS = ['laptop.mbp-m1', 'laptop.mba-m2', 'laptop.macbook-km'];
const NIKE = ['shoes.af1', 'shoes.nike-kids-km', 'clothes.nike-hoodie'];
const HOUSES = all('house.');
const HOUSES_FOR_RENT = [
  'house.flat-tk-rent',
  'house.villa-bkk1',
  'house.rent-tk-en',
  'house.siemreap-rent',
  'house.meanchey-rent',
  'house.shophouse-en',
  'house.shophouse-km',
];
const HOUSES_FOR_SALE = HOUSES.filter((key) => !HOUSES_FOR_RENT.includes(key));
const FLATS = [
  'house.flat-tk-rent',
  'house.flat-sale',
  'house.borey',
  'house.meanchey-rent',
  'house.shophouse-en',
  'house.shophouse-km',
];
const VILLAS = [
  'house.villa-sensok',
  'house.villa-bkk1',
  'house.chroy-changvar',
  'house.villa-chipmong',
];
const LAND = all('land.');
const LAND_FOR_SALE = LAND.filter((key) => key !== 'land.rent-60m');
const PLOTS = [
  'land.kandal',
  'land.kandal-saang',
  'land.sihanoukville',
  'land.sensok-en',
  'land.siemreap',
  'land.kep',
];
const HARD_TITLE = [
  'house.flat-sale',
  'house.villa-sensok',
  'house.borey',
  'house.battambang',
  'house.chroy-changvar',
  'house.villa-chipmong',
  'condo.peak',
  'land.kandal',
  'land.sihanoukville',
  'land.sensok-en',
  'land.siemreap',
];
const CONDOS = all('condo.');
const APARTMENTS = all('apartment.');
const ROOMS = all('room.');
const CARS = all('car.');
const MOTOS = all('moto.');
const PHONES = all('phone.');
const LAPTOPS = all('laptop.');
const JOBS = all('job.');
const TVS = all('tv.');
const CAMERAS = ['camera.canon', 'camera.sony', 'camera.cctv'];
const FRIDGES = all('fridge.');
const AIRCONS = all('aircon.');
const WASHERS = all('washer.');
const SOFAS = ['furniture.sofa-km', 'furniture.sofa-en'];
const SHOES = all('shoes.');
const WATCHES = ['watch.rolex', 'watch.gshock', 'watch.apple', 'watch.galaxy'];
const DRIVERS = ['job.driver-km', 'job.driver-en'];
const ACCOUNTANTS = ['job.accountant-km', 'job.accountant-en'];
const TEACHERS = ['job.teacher-en', 'job.teacher-km'];
const WHITE_CARS = [
  'car.camry19',
  'car.prius10',
  'car.rx350',
  'car.landcruiser',
  'car.prado',
  'car.civic17',
  'car.santafe',
  'car.everest',
  'car.bmw',
  'car.dmax',
];

// The demo ads' judgement (see the rules at the top): the things each query asks for.
const DEMO_NONE: DemoRule = () => false;
/** Ads of these subcategories (by slug). */
const inCategory =
  (...slugs: string[]): DemoRule =>
  (ad) =>
    slugs.includes(ad.category);
/** Ads of these main categories (by slug). */
const inSection =
  (...slugs: string[]): DemoRule =>
  (ad) =>
    slugs.includes(ad.section);
/** Ads selling these items (a vehicle as `Brand Model`, else the item's English name). */
const sells =
  (...items: string[]): DemoRule =>
  (ad) =>
    items.includes(ad.item);
/** Ads of things this brand made (its original parts too; never a part made for its model). */
const madeBy =
  (brand: string): DemoRule =>
  (ad) =>
    ad.brand === brand;
const ofYear =
  (year: number): DemoRule =>
  (ad) =>
    ad.year === year;
const ofColour =
  (colour: string): DemoRule =>
  (ad) =>
    ad.colour === colour;
const offeredFor =
  (offer: 'sale' | 'rent'): DemoRule =>
  (ad) =>
    ad.offer === offer;
/** Ads located in the province, district or commune of this Khmer name (the gazetteer's). */
const locatedIn =
  (khmer: string): DemoRule =>
  (ad) =>
    [ad.province, ad.district, ad.commune].some((place) => place?.km === khmer);
const allOf =
  (...rules: DemoRule[]): DemoRule =>
  (ad) =>
    rules.every((rule) => rule(ad));
const anyOf =
  (...rules: DemoRule[]): DemoRule =>
  (ad) =>
    rules.some((rule) => rule(ad));

const DEMO_CARS = inCategory('cars');
const DEMO_MOTOS = inCategory('motorcycles');
// A shophouse is a house (as the set's HOUSES); villas and flat houses are sold as houses.
const DEMO_HOUSES = inCategory('houses-for-sale', 'houses-for-rent', 'shophouses');
const DEMO_FLATS = sells('Flat house 4x16 m', 'Shophouse on a main street');
const DEMO_VILLAS = sells('Twin villa with garden', 'Villa for rent, 4 bedrooms');
const DEMO_LAND = inCategory('land-for-sale', 'land-for-rent');
// A plot (ដីឡូតិ៍) is a building lot, not farm land (as the set's PLOTS).
const DEMO_PLOTS = sells('Land 10x30 m with hard title');
const DEMO_HARD_TITLE = sells('Land 10x30 m with hard title');
const DEMO_CONDOS = sells('2-bedroom condo with pool and gym');
const DEMO_ROOMS = inCategory('rooms-for-rent');
const DEMO_PHONES = inCategory('mobile-phones');
const DEMO_LAPTOPS = inCategory('laptops');
const DEMO_COMPUTERS = inCategory('laptops', 'desktops');
const DEMO_FRIDGES = inCategory('refrigerators');
const DEMO_AIRCONS = sells('Daikin inverter air conditioner 1.5 HP');
const DEMO_WASHERS = inCategory('washing-machines');
const DEMO_TVS = inCategory('tvs');
const DEMO_CAMERAS = inCategory('cameras', 'security-cameras');
const DEMO_SOFAS = sells('L-shaped fabric sofa');
// Football boots are shoes.
const DEMO_SHOES = anyOf(inCategory('shoes'), sells('Football boots Adidas, size 41'));
const DEMO_WATCHES = inCategory('watches', 'smart-watches');
const DEMO_JOBS = inSection('jobs');
const DEMO_DRIVERS = sells('Delivery driver with motorbike');
const DEMO_ACCOUNTANTS = sells('Junior accountant');
const DEMO_TEACHERS = sells('English teacher for kids');
const DEMO_TOYOTA = madeBy('toyota');
const DEMO_HONDA = madeBy('honda');
const DEMO_SAMSUNG = madeBy('samsung');
const DEMO_LEXUS = madeBy('lexus');
const DEMO_YAMAHA = madeBy('yamaha');
const DEMO_APPLE = madeBy('apple');
const DEMO_NIKE = madeBy('nike');
const DEMO_IPHONES = sells('iPhone 13 Pro 128GB', 'iPhone 15 Pro Max 256GB');
const DEMO_IPHONE_13 = sells('iPhone 13 Pro 128GB');
const DEMO_MACBOOKS = sells('MacBook Air M2 13-inch');
const DEMO_CAMRY = sells('Toyota Camry');
const DEMO_DREAM = sells('Honda Dream 125');
const DEMO_SCOOPY = sells('Honda Scoopy');
const DEMO_GALAXY = sells('Samsung Galaxy S23 Ultra', 'Samsung Galaxy Tab S9');
const DEMO_KANDAL = locatedIn('កណ្តាល');
// A tour of Siem Reap takes place there, wherever its agency is.
const DEMO_SIEM_REAP = anyOf(locatedIn('សៀមរាប'), sells('Siem Reap Angkor tour, 2 days'));

export const QUALITY_QUERIES: readonly QualityQuery[] = [
  // Khmer: words inside longer, unspaced text
  { q: 'ឡាន', kind: 'khmer', relevant: CARS, demo: DEMO_CARS },
  { q: 'រថយន្ត', kind: 'khmer', relevant: CARS, demo: DEMO_CARS },
  { q: 'ម៉ូតូ', kind: 'khmer', relevant: MOTOS, demo: DEMO_MOTOS },
  { q: 'ផ្ទះ', kind: 'khmer', relevant: HOUSES, demo: DEMO_HOUSES },
  { q: 'ផ្ទះល្វែង', kind: 'khmer', relevant: FLATS, demo: DEMO_FLATS },
  {
    q: 'ផ្ទះជួល',
    kind: 'khmer',
    relevant: HOUSES_FOR_RENT,
    demo: allOf(DEMO_HOUSES, offeredFor('rent')),
  },
  {
    q: 'ផ្ទះលក់',
    kind: 'khmer',
    relevant: HOUSES_FOR_SALE,
    demo: allOf(DEMO_HOUSES, offeredFor('sale')),
  },
  { q: 'ដី', kind: 'khmer', relevant: LAND, demo: DEMO_LAND },
  { q: 'ដីលក់', kind: 'khmer', relevant: LAND_FOR_SALE, demo: allOf(DEMO_LAND, offeredFor('sale')) },
  { q: 'ដីឡូតិ៍', kind: 'khmer', relevant: PLOTS, demo: DEMO_PLOTS },
  { q: 'ប្លង់រឹង', kind: 'khmer', relevant: HARD_TITLE, demo: DEMO_HARD_TITLE },
  {
    q: 'ទួលគោក',
    kind: 'khmer',
    relevant: ['house.flat-tk-rent', 'room.toul-kork', 'house.rent-tk-en', 'car.camry07'],
    demo: locatedIn('ទួលគោក'),
  },
  {
    q: 'សែនសុខ',
    kind: 'khmer',
    relevant: ['house.villa-sensok', 'land.sensok-en', 'furniture.sofa-en', 'car.rx330'],
    demo: locatedIn('សែនសុខ'),
  },
  {
    q: 'បឹងកេងកង',
    kind: 'khmer',
    relevant: ['condo.bkk-km', 'house.villa-bkk1', 'office.bkk3'],
    demo: locatedIn('បឹងកេងកង'),
  },
  { q: 'កណ្ដាល', kind: 'khmer', relevant: ['land.kandal', 'land.kandal-saang'], demo: DEMO_KANDAL },
  {
    q: 'សៀមរាប',
    kind: 'khmer',
    relevant: ['house.siemreap-rent', 'land.siemreap'],
    demo: DEMO_SIEM_REAP,
  },
  { q: 'ទូរស័ព្ទ', kind: 'khmer', relevant: PHONES, demo: DEMO_PHONES },
  { q: 'ទូរស័ព្ទដៃ', kind: 'khmer', relevant: PHONES, demo: DEMO_PHONES },
  { q: 'កុំព្យូទ័រយួរដៃ', kind: 'khmer', relevant: LAPTOPS, demo: DEMO_LAPTOPS },
  { q: 'កុំព្យូទ័រ', kind: 'khmer', relevant: [...LAPTOPS, 'computer.gaming-pc'], demo: DEMO_COMPUTERS },
  { q: 'ទូទឹកកក', kind: 'khmer', relevant: FRIDGES, demo: DEMO_FRIDGES },
  { q: 'ម៉ាស៊ីនត្រជាក់', kind: 'khmer', relevant: AIRCONS, demo: DEMO_AIRCONS },
  { q: 'ម៉ាស៊ីនបោកគក់', kind: 'khmer', relevant: WASHERS, demo: DEMO_WASHERS },
  { q: 'ទូរទស្សន៍', kind: 'khmer', relevant: TVS, demo: DEMO_TVS },
  { q: 'កាមេរ៉ា', kind: 'khmer', relevant: CAMERAS, demo: DEMO_CAMERAS },
  { q: 'សាឡុង', kind: 'khmer', relevant: SOFAS, demo: DEMO_SOFAS },
  { q: 'គ្រែ', kind: 'khmer', relevant: ['furniture.bed'], demo: sells('Queen bed with mattress') },
  {
    q: 'កៅអី',
    kind: 'khmer',
    relevant: ['furniture.office-chair', 'furniture.dining-table', 'furniture.office-desks'],
    demo: sells('Rosewood dining table with 6 chairs', 'Ergonomic office chair'),
  },
  { q: 'ស្បែកជើង', kind: 'khmer', relevant: SHOES, demo: DEMO_SHOES },
  { q: 'នាឡិកា', kind: 'khmer', relevant: WATCHES, demo: DEMO_WATCHES },
  { q: 'កាបូប', kind: 'khmer', relevant: ['bag.lv', 'bag.backpack'], demo: inCategory('bags') },
  { q: 'ឆ្កែ', kind: 'khmer', relevant: ['pet.husky', 'pet.poodle'], demo: inCategory('dogs') },
  { q: 'ឆ្មា', kind: 'khmer', relevant: ['pet.persian-cat'], demo: inCategory('cats') },
  {
    q: 'កង់',
    kind: 'khmer',
    relevant: ['bicycle.giant', 'bicycle.kids'],
    demo: inCategory('bicycles'),
  },
  { q: 'ការងារ', kind: 'khmer', relevant: JOBS, demo: DEMO_JOBS },
  { q: 'ជ្រើសរើសបុគ្គលិក', kind: 'khmer', relevant: JOBS, demo: DEMO_JOBS },
  { q: 'អ្នកបើកបរ', kind: 'khmer', relevant: DRIVERS, demo: DEMO_DRIVERS },
  { q: 'គណនេយ្យករ', kind: 'khmer', relevant: ACCOUNTANTS, demo: DEMO_ACCOUNTANTS },
  { q: 'គ្រូបង្រៀន', kind: 'khmer', relevant: TEACHERS, demo: DEMO_TEACHERS },
  { q: 'សន្តិសុខ', kind: 'khmer', relevant: ['job.security'], demo: sells('Security guard') },
  { q: 'ខុនដូ', kind: 'khmer', relevant: CONDOS, demo: DEMO_CONDOS },
  { q: 'បន្ទប់ជួល', kind: 'khmer', relevant: ROOMS, demo: DEMO_ROOMS },
  { q: 'ជួលឡាន', kind: 'khmer', relevant: ['service.car-rental'], demo: inCategory('car-rental') },
  { q: 'ធុរេន', kind: 'khmer', relevant: ['food.durian'], demo: sells('Kampot durian') },
  {
    q: 'មាស',
    kind: 'khmer',
    relevant: ['jewellery.gold-necklace'],
    demo: sells('Gold necklace 1 chi'),
  },

  // English words
  { q: 'car', kind: 'english', relevant: CARS, demo: DEMO_CARS },
  { q: 'house', kind: 'english', relevant: HOUSES, demo: DEMO_HOUSES },
  {
    q: 'house for rent',
    kind: 'english',
    relevant: HOUSES_FOR_RENT,
    demo: allOf(DEMO_HOUSES, offeredFor('rent')),
  },
  {
    q: 'land for sale',
    kind: 'english',
    relevant: LAND_FOR_SALE,
    demo: allOf(DEMO_LAND, offeredFor('sale')),
  },
  { q: 'condo', kind: 'english', relevant: CONDOS, demo: DEMO_CONDOS },
  { q: 'apartment', kind: 'english', relevant: APARTMENTS, demo: DEMO_NONE },
  { q: 'villa', kind: 'english', relevant: VILLAS, demo: DEMO_VILLAS },
  { q: 'room for rent', kind: 'english', relevant: ROOMS, demo: DEMO_ROOMS },
  { q: 'laptop', kind: 'english', relevant: LAPTOPS, demo: DEMO_LAPTOPS },
  { q: 'phone', kind: 'english', relevant: PHONES, demo: DEMO_PHONES },
  { q: 'motorbike', kind: 'english', relevant: MOTOS, demo: DEMO_MOTOS },
  { q: 'sofa', kind: 'english', relevant: SOFAS, demo: DEMO_SOFAS },
  { q: 'driver', kind: 'english', relevant: DRIVERS, demo: DEMO_DRIVERS },
  { q: 'accountant', kind: 'english', relevant: ACCOUNTANTS, demo: DEMO_ACCOUNTANTS },
  { q: 'english teacher', kind: 'english', relevant: TEACHERS, demo: DEMO_TEACHERS },
  { q: 'shoes', kind: 'english', relevant: SHOES, demo: DEMO_SHOES },
  { q: 'watch', kind: 'english', relevant: WATCHES, demo: DEMO_WATCHES },
  { q: 'fridge', kind: 'english', relevant: FRIDGES, demo: DEMO_FRIDGES },
  { q: 'air conditioner', kind: 'english', relevant: AIRCONS, demo: DEMO_AIRCONS },
  { q: 'washing machine', kind: 'english', relevant: WASHERS, demo: DEMO_WASHERS },
  { q: 'tv', kind: 'english', relevant: TVS, demo: DEMO_TVS },
  { q: 'camera', kind: 'english', relevant: CAMERAS, demo: DEMO_CAMERAS },
  { q: 'drone', kind: 'english', relevant: ['camera.drone'], demo: DEMO_NONE },
  {
    q: 'warehouse',
    kind: 'english',
    relevant: ['office.warehouse'],
    demo: sells('Warehouse 600 m² with loading yard'),
  },
  {
    q: 'puppy',
    kind: 'english',
    relevant: ['pet.husky', 'pet.poodle'],
    demo: sells('Golden Retriever puppies'),
  },
  {
    q: 'bicycle',
    kind: 'english',
    relevant: ['bicycle.giant', 'bicycle.kids'],
    demo: inCategory('bicycles'),
  },
  {
    q: 'gaming laptop',
    kind: 'english',
    relevant: ['laptop.rog', 'laptop.nitro'],
    demo: sells('Asus TUF Gaming F15'),
  },
  { q: 'hard title', kind: 'english', relevant: HARD_TITLE, demo: DEMO_HARD_TITLE },

  // Brands and models in Latin script
  { q: 'toyota', kind: 'brand', relevant: TOYOTA, demo: DEMO_TOYOTA },
  { q: 'honda', kind: 'brand', relevant: HONDA, demo: DEMO_HONDA },
  { q: 'samsung', kind: 'brand', relevant: SAMSUNG, demo: DEMO_SAMSUNG },
  { q: 'lexus', kind: 'brand', relevant: LEXUS, demo: DEMO_LEXUS },
  { q: 'yamaha', kind: 'brand', relevant: YAMAHA, demo: DEMO_YAMAHA },
  { q: 'apple', kind: 'brand', relevant: APPLE, demo: DEMO_APPLE },
  { q: 'iphone', kind: 'brand', relevant: IPHONES, demo: DEMO_IPHONES },
  { q: 'macbook', kind: 'brand', relevant: MACBOOKS, demo: DEMO_MACBOOKS },
  { q: 'camry', kind: 'brand', relevant: CAMRY, demo: DEMO_CAMRY },
  {
    q: 'prius',
    kind: 'brand',
    relevant: ['car.prius10', 'car.prius-km'],
    demo: sells('Toyota Prius'),
  },
  { q: 'dream', kind: 'brand', relevant: DREAM, demo: DEMO_DREAM },
  { q: 'scoopy', kind: 'brand', relevant: SCOOPY, demo: DEMO_SCOOPY },
  { q: 'nike', kind: 'brand', relevant: NIKE, demo: DEMO_NIKE },
  {
    q: 'ipad',
    kind: 'brand',
    relevant: ['tablet.ipad-air', 'tablet.ipad-pro', 'tablet.ipad-km'],
    demo: sells('iPad Air 5 Wi-Fi 64GB'),
  },
  { q: 'dell', kind: 'brand', relevant: ['laptop.xps', 'laptop.latitude'], demo: madeBy('dell') },
  { q: 'rolex', kind: 'brand', relevant: ['watch.rolex'], demo: DEMO_NONE },
  {
    q: 'land cruiser',
    kind: 'brand',
    relevant: ['car.landcruiser'],
    demo: sells('Toyota Land Cruiser Prado'),
  },
  {
    q: 'ford ranger',
    kind: 'brand',
    relevant: ['car.ranger'],
    demo: sells('Ford Ranger Wildtrak'),
  },
  {
    q: 'oppo',
    kind: 'brand',
    relevant: ['phone.reno8', 'phone.oppo-a57-km'],
    demo: madeBy('oppo'),
  },
  {
    q: 'playstation',
    kind: 'brand',
    relevant: ['console.ps5'],
    demo: sells('PlayStation 5 with two controllers'),
  },

  // Khmer and English mixed
  { q: 'ឡាន toyota', kind: 'mixed', relevant: TOYOTA, demo: allOf(DEMO_CARS, DEMO_TOYOTA) },
  { q: 'លក់ iphone', kind: 'mixed', relevant: IPHONES, demo: DEMO_IPHONES },
  {
    q: 'ផ្ទះ ទួលគោក',
    kind: 'mixed',
    relevant: ['house.flat-tk-rent', 'house.rent-tk-en'],
    demo: allOf(DEMO_HOUSES, locatedIn('ទួលគោក')),
  },
  { q: 'honda ឌ្រីម', kind: 'mixed', relevant: DREAM, demo: DEMO_DREAM },
  { q: 'ម៉ូតូ honda', kind: 'mixed', relevant: HONDA_MOTOS, demo: allOf(DEMO_MOTOS, DEMO_HONDA) },
  {
    q: 'lexus ពណ៌ស',
    kind: 'mixed',
    relevant: ['car.rx350'],
    demo: allOf(DEMO_LEXUS, ofColour('white')),
  },
  {
    q: 'camry ពណ៌ខ្មៅ',
    kind: 'mixed',
    relevant: ['car.camry07'],
    demo: allOf(DEMO_CAMRY, ofColour('black')),
  },
  { q: 'ឡាន ពណ៌ស', kind: 'mixed', relevant: WHITE_CARS, demo: allOf(DEMO_CARS, ofColour('white')) },
  { q: 'ផ្ទះ villa', kind: 'mixed', relevant: VILLAS, demo: DEMO_VILLAS },
  {
    q: 'samsung ទូរស័ព្ទ',
    kind: 'mixed',
    relevant: SAMSUNG_PHONES,
    demo: allOf(DEMO_PHONES, DEMO_SAMSUNG),
  },
  {
    q: 'ដីលក់ kampot',
    kind: 'mixed',
    relevant: ['land.kampot-en', 'land.kampot-km'],
    demo: allOf(DEMO_LAND, offeredFor('sale'), locatedIn('កំពត')),
  },
  {
    q: 'condo បឹងកេងកង',
    kind: 'mixed',
    relevant: ['condo.bkk-km'],
    demo: allOf(DEMO_CONDOS, locatedIn('បឹងកេងកង')),
  },
  {
    q: 'កុំព្យូទ័រ dell',
    kind: 'mixed',
    relevant: ['laptop.xps', 'laptop.latitude'],
    demo: allOf(DEMO_COMPUTERS, madeBy('dell')),
  },
  {
    q: 'ស្បែកជើង nike',
    kind: 'mixed',
    relevant: ['shoes.af1', 'shoes.nike-kids-km'],
    demo: allOf(DEMO_SHOES, DEMO_NIKE),
  },
  {
    q: 'ទូទឹកកក samsung',
    kind: 'mixed',
    relevant: ['fridge.samsung'],
    demo: allOf(DEMO_FRIDGES, DEMO_SAMSUNG),
  },
  {
    q: 'ម៉ាស៊ីនត្រជាក់ daikin',
    kind: 'mixed',
    relevant: ['aircon.daikin'],
    demo: allOf(DEMO_AIRCONS, madeBy('daikin')),
  },

  // Extra spaces, zero-width spaces, case
  { q: '  TOYOTA   Camry  ', kind: 'spacing', relevant: CAMRY, demo: DEMO_CAMRY },
  { q: 'ផ្ទះ\u200bល្វែង', kind: 'spacing', relevant: FLATS, demo: DEMO_FLATS },
  { q: 'ទូរស័ព្ទ\u200b', kind: 'spacing', relevant: PHONES, demo: DEMO_PHONES },
  { q: 'ហុងដា\u200bឌ្រីម', kind: 'spacing', relevant: DREAM, demo: DEMO_DREAM },
  { q: 'IPHONE', kind: 'spacing', relevant: IPHONES, demo: DEMO_IPHONES },
  { q: 'Mac Book', kind: 'spacing', relevant: MACBOOKS, demo: DEMO_MACBOOKS },
  { q: 'i phone 13', kind: 'spacing', relevant: IPHONE_13, demo: DEMO_IPHONE_13 },
  { q: 'SaMsUnG GaLaXy', kind: 'spacing', relevant: GALAXY, demo: DEMO_GALAXY },
  { q: 'ដី ឡូតិ៍', kind: 'spacing', relevant: PLOTS, demo: DEMO_PLOTS },
  { q: 'Honda-Dream', kind: 'spacing', relevant: DREAM, demo: DEMO_DREAM },

  // Numbers, with and without spaces, Latin and Khmer digits
  { q: 'iphone 13', kind: 'numbers', relevant: IPHONE_13, demo: DEMO_IPHONE_13 },
  { q: 'iphone13', kind: 'numbers', relevant: IPHONE_13, demo: DEMO_IPHONE_13 },
  { q: 'iphone 13 pro max', kind: 'numbers', relevant: ['phone.ip13pm'], demo: DEMO_NONE },
  { q: 'iphone13promax', kind: 'numbers', relevant: ['phone.ip13pm'], demo: DEMO_NONE },
  { q: '13 pro max', kind: 'numbers', relevant: ['phone.ip13pm'], demo: DEMO_NONE },
  {
    q: 'iphone 15 pro max',
    kind: 'numbers',
    relevant: ['phone.ip15pm'],
    demo: sells('iPhone 15 Pro Max 256GB'),
  },
  { q: 'iphone ១៣', kind: 'numbers', relevant: IPHONE_13, demo: DEMO_IPHONE_13 },
  { q: 'iphone 13 case', kind: 'numbers', relevant: ['accessory.ip13-case'], demo: DEMO_NONE },
  {
    q: 'camry 2019',
    kind: 'numbers',
    relevant: ['car.camry19'],
    demo: allOf(DEMO_CAMRY, ofYear(2019)),
  },
  { q: 'rx350', kind: 'numbers', relevant: ['car.rx350'], demo: sells('Lexus RX 350') },
  { q: 'rx 350', kind: 'numbers', relevant: ['car.rx350'], demo: sells('Lexus RX 350') },
  {
    q: 'ps5',
    kind: 'numbers',
    relevant: ['console.ps5'],
    demo: sells('PlayStation 5 with two controllers'),
  },
  {
    q: 'ps 5',
    kind: 'numbers',
    relevant: ['console.ps5'],
    demo: sells('PlayStation 5 with two controllers'),
  },
  { q: 'a52', kind: 'numbers', relevant: ['phone.a52'], demo: DEMO_NONE },
  {
    q: 's23 ultra',
    kind: 'numbers',
    relevant: ['phone.s23u'],
    demo: sells('Samsung Galaxy S23 Ultra'),
  },
  { q: 'note 20', kind: 'numbers', relevant: ['phone.note20'], demo: DEMO_NONE },
  { q: 'note20 ultra', kind: 'numbers', relevant: ['phone.note20'], demo: DEMO_NONE },
  {
    q: 'dream 2020',
    kind: 'numbers',
    relevant: ['moto.dream20'],
    demo: allOf(DEMO_DREAM, ofYear(2020)),
  },
  { q: 'z flip 5', kind: 'numbers', relevant: ['phone.zflip5'], demo: DEMO_NONE },
  { q: 'pcx 160', kind: 'numbers', relevant: ['moto.pcx'], demo: sells('Honda PCX 160') },
  { q: 'cx5', kind: 'numbers', relevant: ['car.cx5'], demo: sells('Mazda CX-5') },
  { q: 'crv', kind: 'numbers', relevant: ['car.crv'], demo: sells('Honda CR-V') },
  { q: 'អាយហ្វូន ១១', kind: 'numbers', relevant: ['phone.ip11', 'phone.ip11pm-km'], demo: DEMO_NONE },

  // Misspellings (Latin and Khmer)
  { q: 'toyta', kind: 'misspelt', relevant: TOYOTA, demo: DEMO_TOYOTA },
  { q: 'samsng', kind: 'misspelt', relevant: SAMSUNG, demo: DEMO_SAMSUNG },
  { q: 'iphnoe', kind: 'misspelt', relevant: IPHONES, demo: DEMO_IPHONES },
  { q: 'iphon 13', kind: 'misspelt', relevant: IPHONE_13, demo: DEMO_IPHONE_13 },
  { q: 'lexsus', kind: 'misspelt', relevant: LEXUS, demo: DEMO_LEXUS },
  { q: 'yamha', kind: 'misspelt', relevant: YAMAHA, demo: DEMO_YAMAHA },
  { q: 'macbok', kind: 'misspelt', relevant: MACBOOKS, demo: DEMO_MACBOOKS },
  { q: 'camery', kind: 'misspelt', relevant: CAMRY, demo: DEMO_CAMRY },
  { q: 'hoda dream', kind: 'misspelt', relevant: DREAM, demo: DEMO_DREAM },
  { q: 'labtop', kind: 'misspelt', relevant: LAPTOPS, demo: DEMO_LAPTOPS },
  { q: 'motobike', kind: 'misspelt', relevant: MOTOS, demo: DEMO_MOTOS },
  { q: 'appartment', kind: 'misspelt', relevant: APARTMENTS, demo: DEMO_NONE },
  { q: 'scopy', kind: 'misspelt', relevant: SCOOPY, demo: DEMO_SCOOPY },
  {
    q: 'land crusier',
    kind: 'misspelt',
    relevant: ['car.landcruiser'],
    demo: sells('Toyota Land Cruiser Prado'),
  },
  { q: 'mercedes bens', kind: 'misspelt', relevant: ['car.benz'], demo: DEMO_NONE },
  { q: 'addidas', kind: 'misspelt', relevant: ['shoes.ultraboost'], demo: madeBy('adidas') },
  { q: 'ទូរសព្ទ', kind: 'misspelt', relevant: PHONES, demo: DEMO_PHONES },
  { q: 'មូតូ', kind: 'misspelt', relevant: MOTOS, demo: DEMO_MOTOS },
  { q: 'ខុនដូរ', kind: 'misspelt', relevant: CONDOS, demo: DEMO_CONDOS },
  {
    q: 'កណ្តាល',
    kind: 'misspelt',
    relevant: ['land.kandal', 'land.kandal-saang'],
    demo: DEMO_KANDAL,
  },

  // Cross-script: a brand or model in Khmer script, ads in Latin script (and the other way)
  { q: 'តូយ៉ូតា', kind: 'cross-script', relevant: TOYOTA, demo: DEMO_TOYOTA },
  { q: 'ហុងដា', kind: 'cross-script', relevant: HONDA, demo: DEMO_HONDA },
  { q: 'សាំសុង', kind: 'cross-script', relevant: SAMSUNG, demo: DEMO_SAMSUNG },
  { q: 'អាយហ្វូន', kind: 'cross-script', relevant: IPHONES, demo: DEMO_IPHONES },
  { q: 'ម៉ាក់ប៊ុក', kind: 'cross-script', relevant: MACBOOKS, demo: DEMO_MACBOOKS },
  { q: 'ឡិចស៊ីស', kind: 'cross-script', relevant: LEXUS, demo: DEMO_LEXUS },
  { q: 'ណៃគី', kind: 'cross-script', relevant: NIKE, demo: DEMO_NIKE },
  { q: 'ខេមរី', kind: 'cross-script', relevant: CAMRY, demo: DEMO_CAMRY },
  { q: 'ឌ្រីម', kind: 'cross-script', relevant: DREAM, demo: DEMO_DREAM },
  { q: 'យ៉ាម៉ាហា', kind: 'cross-script', relevant: YAMAHA, demo: DEMO_YAMAHA },
];
