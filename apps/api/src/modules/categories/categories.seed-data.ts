// Long on purpose: data (the whole category tree in English and Khmer, with its stable ids), one list.
import type { SubcategoryType } from '@repo/domain';

/**
 * The category tree a Cambodian buyer or seller expects, in English and Khmer.
 * Ids are stable: ads, URLs and saved searches point at them, so never renumber.
 * A main category's id is 1–99; its subcategories are `main * 100 + n`.
 */
export interface SeedCategory {
  id: number;
  slug: string;
  en: string;
  km: string;
  icon: string;
  type: SubcategoryType;
  subs: SeedSubcategory[];
}

export interface SeedSubcategory {
  id: number;
  slug: string;
  en: string;
  km: string;
  icon?: string;
  type?: SubcategoryType;
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    id: 1,
    slug: 'phones-tablets',
    en: 'Phones & Tablets',
    km: 'ទូរស័ព្ទ និងថេប្លេត',
    icon: 'smartphone',
    type: 'general',
    subs: [
      { id: 101, slug: 'mobile-phones', en: 'Mobile Phones', km: 'ទូរស័ព្ទដៃ' },
      { id: 102, slug: 'tablets', en: 'Tablets', km: 'ថេប្លេត' },
      { id: 103, slug: 'smart-watches', en: 'Smart Watches', km: 'នាឡិកាឆ្លាតវៃ' },
      { id: 104, slug: 'phone-accessories', en: 'Phone Accessories', km: 'គ្រឿងបន្លាស់ទូរស័ព្ទ' },
      { id: 105, slug: 'phone-numbers', en: 'Phone Numbers', km: 'លេខទូរស័ព្ទ' },
    ],
  },
  {
    id: 2,
    slug: 'computers-accessories',
    en: 'Computers & Accessories',
    km: 'កុំព្យូទ័រ និងគ្រឿងបន្លាស់',
    icon: 'laptop',
    type: 'general',
    subs: [
      { id: 201, slug: 'laptops', en: 'Laptops', km: 'កុំព្យូទ័រយួរដៃ' },
      { id: 202, slug: 'desktops', en: 'Desktop Computers', km: 'កុំព្យូទ័រលើតុ' },
      { id: 203, slug: 'computer-parts', en: 'Computer Parts', km: 'គ្រឿងបន្លាស់កុំព្យូទ័រ' },
      { id: 204, slug: 'monitors', en: 'Monitors', km: 'អេក្រង់កុំព្យូទ័រ' },
      { id: 205, slug: 'printers-scanners', en: 'Printers & Scanners', km: 'ម៉ាស៊ីនព្រីន និងម៉ាស៊ីនស្កេន' },
      { id: 206, slug: 'networking', en: 'Networking & Wi-Fi', km: 'ឧបករណ៍បណ្ដាញ និងវ៉ាយហ្វាយ' },
      { id: 207, slug: 'software-games', en: 'Software & Games', km: 'កម្មវិធី និងហ្គេម' },
    ],
  },
  {
    id: 3,
    slug: 'electronics-appliances',
    en: 'Electronics & Appliances',
    km: 'គ្រឿងអេឡិចត្រូនិក និងគ្រឿងប្រើប្រាស់ក្នុងផ្ទះ',
    icon: 'tv',
    type: 'general',
    subs: [
      { id: 301, slug: 'tvs', en: 'TVs', km: 'ទូរទស្សន៍' },
      { id: 302, slug: 'cameras', en: 'Cameras & Drones', km: 'កាមេរ៉ា និងដ្រូន' },
      { id: 303, slug: 'audio-speakers', en: 'Audio & Speakers', km: 'ឧបករណ៍សំឡេង និងឧបករណ៍បំពងសំឡេង' },
      { id: 304, slug: 'air-conditioners', en: 'Air Conditioners & Fans', km: 'ម៉ាស៊ីនត្រជាក់ និងកង្ហារ' },
      { id: 305, slug: 'refrigerators', en: 'Refrigerators', km: 'ទូទឹកកក' },
      { id: 306, slug: 'washing-machines', en: 'Washing Machines', km: 'ម៉ាស៊ីនបោកគក់' },
      { id: 307, slug: 'kitchen-appliances', en: 'Kitchen Appliances', km: 'គ្រឿងប្រើប្រាស់ក្នុងផ្ទះបាយ' },
      { id: 308, slug: 'game-consoles', en: 'Game Consoles', km: 'ម៉ាស៊ីនលេងហ្គេម' },
      { id: 309, slug: 'security-cameras', en: 'Security Cameras', km: 'កាមេរ៉ាសុវត្ថិភាព' },
    ],
  },
  {
    id: 4,
    slug: 'cars-vehicles',
    en: 'Cars & Vehicles',
    km: 'រថយន្ត និងយានជំនិះ',
    icon: 'car',
    type: 'auto',
    subs: [
      { id: 401, slug: 'cars', en: 'Cars', km: 'រថយន្ត' },
      { id: 402, slug: 'motorcycles', en: 'Motorcycles', km: 'ម៉ូតូ' },
      { id: 403, slug: 'tuk-tuks', en: 'Tuk Tuks & Remorks', km: 'រ៉ឺម៉ក និងកង់បី' },
      {
        id: 404,
        slug: 'trucks-machinery',
        en: 'Trucks & Heavy Machinery',
        km: 'ឡានដឹកទំនិញ និងគ្រឿងចក្រ',
      },
      { id: 405, slug: 'bicycles', en: 'Bicycles', km: 'កង់', type: 'general', icon: 'bike' },
      {
        id: 406,
        slug: 'car-parts',
        en: 'Car Parts & Accessories',
        km: 'គ្រឿងបន្លាស់ និងគ្រឿងតុបតែងរថយន្ត',
        type: 'general',
        icon: 'wrench',
      },
      {
        id: 407,
        slug: 'motorcycle-parts',
        en: 'Motorcycle Parts & Accessories',
        km: 'គ្រឿងបន្លាស់ម៉ូតូ',
        type: 'general',
        icon: 'wrench',
      },
      {
        id: 408,
        slug: 'car-rental',
        en: 'Car Rental',
        km: 'ជួលរថយន្ត',
        type: 'service',
        icon: 'key',
      },
    ],
  },
  {
    id: 5,
    slug: 'house-land',
    en: 'House & Land',
    km: 'ផ្ទះ និងដី',
    icon: 'home',
    type: 'property',
    subs: [
      { id: 501, slug: 'houses-for-sale', en: 'Houses for Sale', km: 'ផ្ទះលក់' },
      { id: 502, slug: 'houses-for-rent', en: 'Houses for Rent', km: 'ផ្ទះជួល' },
      { id: 503, slug: 'land-for-sale', en: 'Land for Sale', km: 'ដីលក់' },
      { id: 504, slug: 'land-for-rent', en: 'Land for Rent', km: 'ដីជួល' },
      { id: 505, slug: 'condos-apartments', en: 'Condos & Apartments', km: 'ខុនដូ និងអាផាតមិន' },
      { id: 506, slug: 'rooms-for-rent', en: 'Rooms for Rent', km: 'បន្ទប់ជួល' },
      { id: 507, slug: 'shophouses', en: 'Shophouses & Flats', km: 'ផ្ទះអាជីវកម្ម និងផ្ទះល្វែង' },
      { id: 508, slug: 'offices-warehouses', en: 'Offices & Warehouses', km: 'ការិយាល័យ និងឃ្លាំង' },
    ],
  },
  {
    id: 6,
    slug: 'jobs',
    en: 'Jobs',
    km: 'ការងារ',
    icon: 'briefcase',
    type: 'job',
    subs: [
      { id: 601, slug: 'sales-marketing-jobs', en: 'Sales & Marketing', km: 'ផ្នែកលក់ និងទីផ្សារ' },
      {
        id: 602,
        slug: 'accounting-finance-jobs',
        en: 'Accounting & Finance',
        km: 'គណនេយ្យ និងហិរញ្ញវត្ថុ',
      },
      { id: 603, slug: 'it-jobs', en: 'IT & Software', km: 'ព័ត៌មានវិទ្យា និងកម្មវិធី' },
      {
        id: 604,
        slug: 'hotel-restaurant-jobs',
        en: 'Hotel & Restaurant',
        km: 'សណ្ឋាគារ និងភោជនីយដ្ឋាន',
      },
      { id: 605, slug: 'driver-delivery-jobs', en: 'Drivers & Delivery', km: 'អ្នកបើកបរ និងដឹកជញ្ជូន' },
      { id: 606, slug: 'admin-office-jobs', en: 'Admin & Office', km: 'រដ្ឋបាល និងការិយាល័យ' },
      { id: 607, slug: 'teaching-jobs', en: 'Teaching & Education', km: 'គ្រូបង្រៀន និងការអប់រំ' },
      {
        id: 608,
        slug: 'construction-technician-jobs',
        en: 'Construction & Technicians',
        km: 'សំណង់ និងជាងបច្ចេកទេស',
      },
      { id: 609, slug: 'factory-jobs', en: 'Factory & Labour', km: 'រោងចក្រ និងកម្មករ' },
      { id: 610, slug: 'other-jobs', en: 'Other Jobs', km: 'ការងារផ្សេងៗ' },
    ],
  },
  {
    id: 7,
    slug: 'services',
    en: 'Services',
    km: 'សេវាកម្ម',
    icon: 'tool',
    type: 'service',
    subs: [
      { id: 701, slug: 'repair-services', en: 'Repair & Maintenance', km: 'ជួសជុល និងថែទាំ' },
      {
        id: 702,
        slug: 'construction-renovation',
        en: 'Construction & Renovation',
        km: 'សំណង់ និងកែលម្អផ្ទះ',
      },
      { id: 703, slug: 'cleaning-services', en: 'Cleaning', km: 'សេវាសម្អាត' },
      { id: 704, slug: 'moving-delivery', en: 'Moving & Delivery', km: 'ដឹកជញ្ជូន និងរើផ្ទះ' },
      {
        id: 705,
        slug: 'tutoring-training',
        en: 'Tutoring & Training',
        km: 'បង្រៀនគួរ និងវគ្គបណ្ដុះបណ្ដាល',
      },
      { id: 706, slug: 'beauty-spa-services', en: 'Beauty & Spa', km: 'សម្ផស្ស និងស្ប៉ា' },
      { id: 707, slug: 'events-weddings', en: 'Events & Weddings', km: 'ពិធីមង្គលការ និងព្រឹត្តិការណ៍' },
      { id: 708, slug: 'printing-design', en: 'Printing & Design', km: 'បោះពុម្ព និងរចនា' },
      { id: 709, slug: 'travel-tours', en: 'Travel & Tours', km: 'ទេសចរណ៍ និងដំណើរកម្សាន្ត' },
      { id: 710, slug: 'other-services', en: 'Other Services', km: 'សេវាកម្មផ្សេងៗ' },
    ],
  },
  {
    id: 8,
    slug: 'fashion-beauty',
    en: 'Fashion & Beauty',
    km: 'ម៉ូដ និងសម្ផស្ស',
    icon: 'shirt',
    type: 'general',
    subs: [
      { id: 801, slug: 'womens-clothing', en: "Women's Clothing", km: 'សម្លៀកបំពាក់នារី' },
      { id: 802, slug: 'mens-clothing', en: "Men's Clothing", km: 'សម្លៀកបំពាក់បុរស' },
      { id: 803, slug: 'shoes', en: 'Shoes', km: 'ស្បែកជើង' },
      { id: 804, slug: 'bags', en: 'Bags & Wallets', km: 'កាបូប' },
      { id: 805, slug: 'watches', en: 'Watches', km: 'នាឡិកា' },
      { id: 806, slug: 'jewelry', en: 'Jewelry', km: 'គ្រឿងអលង្ការ' },
      {
        id: 807,
        slug: 'cosmetics-skin-care',
        en: 'Cosmetics & Skin Care',
        km: 'គ្រឿងសំអាង និងថែរក្សាស្បែក',
      },
      { id: 808, slug: 'kids-baby', en: 'Kids & Baby', km: 'សម្លៀកបំពាក់ និងរបស់របរកុមារ' },
    ],
  },
  {
    id: 9,
    slug: 'furniture-decor',
    en: 'Furniture & Decor',
    km: 'គ្រឿងសង្ហារិម និងគ្រឿងតុបតែង',
    icon: 'sofa',
    type: 'general',
    subs: [
      { id: 901, slug: 'sofas-chairs', en: 'Sofas & Chairs', km: 'សាឡុង និងកៅអី' },
      { id: 902, slug: 'beds-mattresses', en: 'Beds & Mattresses', km: 'គ្រែ និងពូក' },
      { id: 903, slug: 'tables', en: 'Tables & Desks', km: 'តុ' },
      { id: 904, slug: 'wardrobes-cabinets', en: 'Wardrobes & Cabinets', km: 'ទូខោអាវ និងទូដាក់ឥវ៉ាន់' },
      { id: 905, slug: 'home-decor', en: 'Home Decor', km: 'គ្រឿងតុបតែងផ្ទះ' },
      { id: 906, slug: 'garden-plants', en: 'Garden & Plants', km: 'សួនច្បារ និងដើមឈើ' },
      { id: 907, slug: 'office-furniture', en: 'Office Furniture', km: 'គ្រឿងសង្ហារិមការិយាល័យ' },
    ],
  },
  {
    id: 10,
    slug: 'books-sports-hobbies',
    en: 'Books, Sports & Hobbies',
    km: 'សៀវភៅ កីឡា និងចំណង់ចំណូលចិត្ត',
    icon: 'book',
    type: 'general',
    subs: [
      { id: 1001, slug: 'books', en: 'Books', km: 'សៀវភៅ' },
      { id: 1002, slug: 'sports-equipment', en: 'Sports Equipment', km: 'សម្ភារៈកីឡា' },
      { id: 1003, slug: 'fitness', en: 'Fitness & Gym', km: 'ហាត់ប្រាណ' },
      { id: 1004, slug: 'musical-instruments', en: 'Musical Instruments', km: 'ឧបករណ៍តន្ត្រី' },
      { id: 1005, slug: 'toys-games', en: 'Toys & Games', km: 'ប្រដាប់ក្មេងលេង' },
      {
        id: 1006,
        slug: 'collectibles-antiques',
        en: 'Collectibles & Antiques',
        km: 'វត្ថុបុរាណ និងវត្ថុប្រមូលទុក',
      },
    ],
  },
  {
    id: 11,
    slug: 'pets',
    en: 'Pets',
    km: 'សត្វចិញ្ចឹម',
    icon: 'paw',
    type: 'general',
    subs: [
      { id: 1101, slug: 'dogs', en: 'Dogs', km: 'ឆ្កែ' },
      { id: 1102, slug: 'cats', en: 'Cats', km: 'ឆ្មា' },
      { id: 1103, slug: 'birds', en: 'Birds', km: 'សត្វស្លាប' },
      { id: 1104, slug: 'fish', en: 'Fish & Aquariums', km: 'ត្រី និងអាងចិញ្ចឹមត្រី' },
      {
        id: 1105,
        slug: 'pet-food-accessories',
        en: 'Pet Food & Accessories',
        km: 'ចំណី និងសម្ភារៈសត្វចិញ្ចឹម',
      },
      { id: 1106, slug: 'other-pets', en: 'Other Pets', km: 'សត្វចិញ្ចឹមផ្សេងៗ' },
    ],
  },
  {
    id: 12,
    slug: 'foods',
    en: 'Foods',
    km: 'អាហារ',
    icon: 'utensils',
    type: 'food',
    subs: [
      { id: 1201, slug: 'home-cooked-food', en: 'Home-cooked Food', km: 'ម្ហូបធ្វើនៅផ្ទះ' },
      { id: 1202, slug: 'cakes-desserts', en: 'Cakes & Desserts', km: 'នំ និងបង្អែម' },
      { id: 1203, slug: 'drinks', en: 'Drinks', km: 'ភេសជ្ជៈ' },
      { id: 1204, slug: 'fruits-vegetables', en: 'Fruits & Vegetables', km: 'ផ្លែឈើ និងបន្លែ' },
      { id: 1205, slug: 'meat-seafood', en: 'Meat & Seafood', km: 'សាច់ និងគ្រឿងសមុទ្រ' },
      { id: 1206, slug: 'local-products', en: 'Local Products', km: 'ផលិតផលក្នុងស្រុក' },
    ],
  },
];
