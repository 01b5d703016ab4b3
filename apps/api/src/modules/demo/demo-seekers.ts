// Long on purpose: data only (the demo job seekers' resumes and cover messages, in English and
// Khmer), beside nothing but the types that describe it.
import type { resumeInputSchema } from '@repo/domain';
import type { z } from 'zod';
import type { DemoLocale } from './demo-content.ts';

/**
 * The demo marketplace's job seekers (issue 18): members who post no ads and work in no store,
 * so no job ad is theirs. Each has a resume, as its owner would fill it in (the resumes
 * module's input; validated by `resumeInputSchema` on the way in), job subcategories they look
 * in (by slug) and the cover messages they send, in their own language. Companies are made up;
 * schools are real Cambodian ones; emails are on the reserved `example.com`.
 */
export interface DemoSeeker {
  first: string;
  last: string;
  locale: DemoLocale;
  /** The job subcategories (slugs) they apply in, most wanted first. */
  looksIn: string[];
  /** Their cover messages, one per application in turn. */
  messages: string[];
  /** The resume as typed into the form (`preferred_category_ids` are set from `looksIn`). */
  resume: Omit<ResumeForm, 'preferred_category_ids'>;
}

/** What the resume form sends (the schema's input: an ongoing job has no end). */
type ResumeForm = z.input<typeof resumeInputSchema>;

/** Fields every demo resume leaves empty. */
const none = { hobbies: [], references: [] } satisfies Partial<ResumeForm>;

export const DEMO_SEEKERS: DemoSeeker[] = [
  {
    first: 'Sreyneang',
    last: 'Chhim',
    locale: 'en',
    looksIn: ['hotel-restaurant-jobs', 'admin-office-jobs'],
    messages: [
      'Hello, I have three years of experience in hotel service in Siem Reap and I speak English and some Chinese. I can start next week. Thank you for your time.',
      'Good morning, I am interested in this position. I work well in a team and I am used to busy shifts. I have sent my resume with this application.',
    ],
    resume: {
      ...none,
      first_name: 'Sreyneang',
      last_name: 'Chhim',
      gender: 'f',
      date_of_birth: '1999-04-17',
      nationality: 'Cambodian',
      email: 'sreyneang.chhim@example.com',
      phones: ['+85512480317'],
      province_id: '17',
      address: 'Sala Kamreuk village, Siem Reap',
      current_position: 'Front desk agent',
      years_of_experience: 4,
      marital_status: 'single',
      education_level: 'associate',
      summary:
        'Friendly and reliable hotel staff with four years in guest service in Siem Reap. I have worked as a waitress and now at the front desk of a boutique hotel. I would like to grow into a supervisor role.',
      experiences: [
        {
          company: 'Lotus Garden Boutique Hotel',
          position: 'Front desk agent',
          start: '2023-02',
          present: true,
          description:
            'Check-in and check-out, bookings from online travel agencies, tuk-tuk and tour arrangements for guests.',
        },
        {
          company: 'Banyan Tree Café, Pub Street',
          position: 'Waitress',
          start: '2021-06',
          end: '2023-01',
          present: false,
          description: 'Served up to 120 guests a night; trained two new staff.',
        },
      ],
      education: [
        {
          school: 'Paul Dubrule Hotel and Tourism School',
          degree: 'Certificate',
          major: 'Front office operations',
        },
        { school: 'Angkor High School', degree: 'High school diploma', major: '' },
      ],
      skills: [
        { name: 'Customer service', level: 'advanced' },
        { name: 'Hotel booking system (Opera)', level: 'intermediate' },
        { name: 'Microsoft Excel', level: 'beginner' },
      ],
      languages: [
        { name: 'Khmer', level: 'native' },
        { name: 'English', level: 'advanced' },
        { name: 'Chinese', level: 'basic' },
      ],
      job_types: ['full-time'],
      preferred_province_ids: ['17', '12'],
      expected_salary: 350,
    },
  },
  {
    first: 'រតនា',
    last: 'ចាន់',
    locale: 'km',
    looksIn: ['accounting-finance-jobs', 'admin-office-jobs'],
    messages: [
      'សួស្តីបង ខ្ញុំចាប់អារម្មណ៍លើមុខតំណែងនេះ។ ខ្ញុំមានបទពិសោធន៍ជាគណនេយ្យករជាង ២ ឆ្នាំ ហើយចេះប្រើ QuickBooks និង Excel បានល្អ។ សូមអរគុណ។',
      'ជម្រាបសួរ ខ្ញុំសូមដាក់ពាក្យសម្រាប់ការងារនេះ។ ខ្ញុំអាចចូលសម្ភាសន៍បានគ្រប់ពេល។',
    ],
    resume: {
      ...none,
      first_name: 'រតនា',
      last_name: 'ចាន់',
      gender: 'm',
      date_of_birth: '1997-11-02',
      nationality: 'ខ្មែរ',
      email: 'rathana.chan@example.com',
      phones: ['+85516552093', '+85597552093'],
      province_id: '12',
      address: 'សង្កាត់ទឹកថ្លា ខណ្ឌសែនសុខ ភ្នំពេញ',
      current_position: 'គណនេយ្យករ',
      years_of_experience: 3,
      marital_status: 'married',
      education_level: 'bachelor',
      summary:
        'ខ្ញុំជាគណនេយ្យករដែលមានបទពិសោធន៍ ៣ ឆ្នាំ ក្នុងការកត់ត្រាបញ្ជី និងរៀបចំរបាយការណ៍ពន្ធប្រចាំខែ។ ខ្ញុំយកចិត្តទុកដាក់លើភាពត្រឹមត្រូវ និងធ្វើការទាន់ពេលវេលា។ ខ្ញុំចង់ធ្វើការនៅក្រុមហ៊ុនដែលខ្ញុំអាចរីកចម្រើនបាន។',
      experiences: [
        {
          company: 'ក្រុមហ៊ុន ម៉េងលី ពាណិជ្ជកម្ម',
          position: 'គណនេយ្យករ',
          start: '2022-03',
          present: true,
          description: 'កត់ត្រាចំណូលចំណាយប្រចាំថ្ងៃ ផ្ទៀងផ្ទាត់ធនាគារ និងប្រកាសពន្ធប្រចាំខែជូនអគ្គនាយកដ្ឋានពន្ធដារ។',
        },
        {
          company: 'ហាងលក់សម្ភារៈសំណង់ ហេងហួត',
          position: 'ជំនួយការគណនេយ្យ',
          start: '2020-08',
          end: '2022-02',
          present: false,
          description: 'រៀបចំវិក្កយបត្រ និងតាមដានស្តុកទំនិញ។',
        },
      ],
      education: [
        {
          school: 'សាកលវិទ្យាល័យជាតិគ្រប់គ្រង',
          degree: 'បរិញ្ញាបត្រ',
          major: 'គណនេយ្យ និងហិរញ្ញវត្ថុ',
        },
      ],
      skills: [
        { name: 'QuickBooks', level: 'intermediate' },
        { name: 'Microsoft Excel', level: 'advanced' },
        { name: 'ប្រកាសពន្ធ', level: 'intermediate' },
      ],
      languages: [
        { name: 'ខ្មែរ', level: 'native' },
        { name: 'អង់គ្លេស', level: 'intermediate' },
      ],
      job_types: ['full-time'],
      preferred_province_ids: ['12'],
      expected_salary: 550,
    },
  },
  {
    first: 'Vicheka',
    last: 'Sorn',
    locale: 'en',
    looksIn: ['it-jobs'],
    messages: [
      'Hi, I am a front-end developer with two years of React and TypeScript. You can see my work on my resume. I would be happy to do a coding test.',
      'Hello, I am interested in this role and available for an interview any afternoon this week.',
    ],
    resume: {
      ...none,
      first_name: 'Vicheka',
      last_name: 'Sorn',
      gender: 'f',
      date_of_birth: '2000-08-21',
      nationality: 'Cambodian',
      email: 'vicheka.sorn@example.com',
      phones: ['+85510734218'],
      province_id: '12',
      address: 'Street 271, Toul Kork, Phnom Penh',
      current_position: 'Junior front-end developer',
      years_of_experience: 2,
      marital_status: 'single',
      education_level: 'bachelor',
      summary:
        'Front-end developer who builds fast, mobile-first web apps with React and TypeScript. I care about clean code and pages that work on cheap phones and slow connections. I am looking for a team where I can learn back-end work too.',
      experiences: [
        {
          company: 'Mekong Digital',
          position: 'Junior front-end developer',
          start: '2023-01',
          present: true,
          description:
            'Built booking and payment pages for local clients with React, TypeScript and KHQR payments.',
        },
        {
          company: 'Kampuchea Soft',
          position: 'Web development intern',
          start: '2022-06',
          end: '2022-12',
          present: false,
          description: 'Fixed bugs and wrote tests for a school management system.',
        },
      ],
      education: [
        {
          school: 'Royal University of Phnom Penh',
          degree: "Bachelor's degree",
          major: 'Computer Science',
        },
      ],
      skills: [
        { name: 'React', level: 'advanced' },
        { name: 'TypeScript', level: 'intermediate' },
        { name: 'Node.js', level: 'beginner' },
        { name: 'Figma', level: 'beginner' },
      ],
      languages: [
        { name: 'Khmer', level: 'native' },
        { name: 'English', level: 'advanced' },
      ],
      job_types: ['full-time', 'freelance'],
      preferred_province_ids: ['12'],
      expected_salary: 900,
    },
  },
  {
    first: 'វិបុល',
    last: 'ហេង',
    locale: 'km',
    looksIn: ['driver-delivery-jobs', 'other-jobs', 'factory-jobs'],
    messages: [
      'សួស្តីបង ខ្ញុំមានម៉ូតូ និងប័ណ្ណបើកបរផ្ទាល់ខ្លួន ស្គាល់ផ្លូវក្នុងភ្នំពេញច្បាស់។ ខ្ញុំអាចចាប់ផ្តើមធ្វើការបានភ្លាម។',
      'ជម្រាបសួរ ខ្ញុំចង់ដាក់ពាក្យធ្វើការនេះ។ ខ្ញុំស្មោះត្រង់ និងឧស្សាហ៍ព្យាយាម។ សូមទាក់ទងមកខ្ញុំតាមលេខទូរស័ព្ទ។',
    ],
    resume: {
      ...none,
      first_name: 'វិបុល',
      last_name: 'ហេង',
      gender: 'm',
      date_of_birth: '1995-02-09',
      nationality: 'ខ្មែរ',
      phones: ['+85588613452'],
      province_id: '03',
      address: 'ភូមិវាលវង់ ក្រុងកំពង់ចាម',
      current_position: 'អ្នកដឹកជញ្ជូន',
      years_of_experience: 5,
      marital_status: 'married',
      education_level: 'high-school',
      summary:
        'ខ្ញុំធ្លាប់ធ្វើជាអ្នកដឹកជញ្ជូនអីវ៉ាន់ ៥ ឆ្នាំ ទាំងនៅភ្នំពេញ និងកំពង់ចាម។ ខ្ញុំបើកបរដោយប្រុងប្រយ័ត្ន ហើយដឹកទំនិញដល់អតិថិជនទាន់ពេល។',
      experiences: [
        {
          company: 'ក្រុមហ៊ុនដឹកជញ្ជូន រហ័ស អ៊ិចប្រេស',
          position: 'អ្នកដឹកជញ្ជូន',
          start: '2021-05',
          present: true,
          description: 'ដឹកអីវ៉ាន់ជាង ៤០ កញ្ចប់ក្នុងមួយថ្ងៃ និងប្រមូលប្រាក់ពីអតិថិជន។',
        },
        {
          company: 'ហាងលក់គ្រឿងទេស សុខលី',
          position: 'អ្នកដឹកទំនិញ',
          start: '2019-01',
          end: '2021-04',
          present: false,
          description: 'ដឹកទំនិញទៅហាងតាមផ្សារក្នុងខេត្តកំពង់ចាម។',
        },
      ],
      education: [{ school: 'វិទ្យាល័យព្រះសីហនុ កំពង់ចាម', degree: 'សញ្ញាបត្រមធ្យមសិក្សាទុតិយភូមិ', major: '' }],
      skills: [
        { name: 'បើកបរម៉ូតូ (ប័ណ្ណបើកបរ A)', level: 'expert' },
        { name: 'ស្គាល់ផ្លូវក្នុងភ្នំពេញ', level: 'advanced' },
        { name: 'ប្រើកម្មវិធីផែនទី Google Maps', level: 'intermediate' },
      ],
      languages: [
        { name: 'ខ្មែរ', level: 'native' },
        { name: 'អង់គ្លេស', level: 'basic' },
      ],
      job_types: ['full-time', 'part-time'],
      preferred_province_ids: ['12', '03'],
      expected_salary: 320,
    },
  },
  {
    first: 'Dalin',
    last: 'Ouk',
    locale: 'en',
    looksIn: ['teaching-jobs', 'sales-marketing-jobs'],
    messages: [
      'Dear hiring manager, I have taught English to children for three years in Battambang and I am moving to Phnom Penh next month. I would love to join your school.',
      'Hello, I saw your job ad and I think my experience fits. I am available for a demo lesson or an interview.',
    ],
    resume: {
      ...none,
      first_name: 'Dalin',
      last_name: 'Ouk',
      gender: 'f',
      date_of_birth: '1998-06-30',
      nationality: 'Cambodian',
      email: 'dalin.ouk@example.com',
      phones: ['+85577290864'],
      province_id: '02',
      address: 'Street 3, Svay Por, Battambang',
      current_position: 'English teacher',
      years_of_experience: 3,
      marital_status: 'single',
      education_level: 'bachelor',
      summary:
        'Patient and creative English teacher for children aged 6 to 12. I plan lessons with games and songs, and I keep parents informed every month. I am moving to Phnom Penh and looking for a full-time school.',
      experiences: [
        {
          company: 'Bright Star English School',
          position: 'English teacher (kids)',
          start: '2022-10',
          present: true,
          description: 'Teach five classes of 20 pupils, Cambridge Starters and Movers levels.',
        },
        {
          company: 'Sunrise Learning Center',
          position: 'Teaching assistant',
          start: '2021-03',
          end: '2022-09',
          present: false,
          description: '',
        },
      ],
      education: [
        {
          school: 'University of Battambang',
          degree: "Bachelor's degree",
          major: 'Teaching English as a Foreign Language (TEFL)',
        },
      ],
      skills: [
        { name: 'Lesson planning', level: 'advanced' },
        { name: 'Classroom management', level: 'advanced' },
        { name: 'Canva', level: 'intermediate' },
      ],
      languages: [
        { name: 'Khmer', level: 'native' },
        { name: 'English', level: 'advanced' },
        { name: 'Thai', level: 'beginner' },
      ],
      job_types: ['full-time', 'part-time'],
      preferred_province_ids: ['12', '02'],
      expected_salary: 600,
    },
  },
];

/** What an employer writes with a decision, in the poster's language. */
export const DECISION_MESSAGES: Record<'hired' | 'rejected', Record<DemoLocale, string>> = {
  hired: {
    en: 'Congratulations! Please come to our office on Monday at 8:00 with your ID card to sign the contract.',
    km: 'អបអរសាទរ! សូមអញ្ជើញមកការិយាល័យយើងនៅថ្ងៃច័ន្ទ ម៉ោង ៨ ព្រឹក ជាមួយអត្តសញ្ញាណប័ណ្ណ ដើម្បីចុះកិច្ចសន្យា។',
  },
  rejected: {
    en: 'Thank you for applying. We chose another candidate this time, but we will keep your resume for future openings.',
    km: 'សូមអរគុណសម្រាប់ការដាក់ពាក្យ។ លើកនេះយើងបានជ្រើសរើសបេក្ខជនផ្សេង ប៉ុន្តែយើងនឹងរក្សាទុកប្រវត្តិរូបរបស់អ្នកសម្រាប់ឱកាសក្រោយ។',
  },
};
