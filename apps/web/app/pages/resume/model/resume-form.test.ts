import type { Resume } from '@repo/domain';
import { describe, expect, test } from 'vitest';
import { fileSize, resumeFormValues } from './resume-form.ts';

const phone = (value: string) => `0${value.slice(4)}`;

const saved: Resume = {
  first_name: 'Sokha',
  last_name: 'Chan',
  gender: 'f',
  date_of_birth: '1996-04-12',
  nationality: 'Cambodian',
  email: null,
  phones: ['+85512345678'],
  province_id: '12',
  district_id: null,
  commune_id: null,
  address: '',
  current_position: 'Accountant',
  years_of_experience: 4,
  marital_status: null,
  education_level: 'bachelor',
  summary: 'One. Two.',
  experiences: [
    {
      company: 'ACLEDA',
      position: 'Teller',
      start: '2020-01',
      end: null,
      present: true,
      description: '',
    },
    {
      company: 'ABA',
      position: 'Clerk',
      start: '2018-01',
      end: '2019-12',
      present: false,
      description: 'Counted',
    },
  ],
  education: [{ school: 'RUPP', degree: 'BA', major: 'Finance' }],
  skills: [{ name: 'Excel', level: 'advanced' }],
  languages: [],
  hobbies: ['Football'],
  references: [{ name: 'Dara', position: '', company: '', phone: '+85598765432', email: null }],
  job_types: ['full-time'],
  preferred_category_ids: [41],
  preferred_province_ids: ['12'],
  expected_salary: 600,
  attachment: null,
  updated_at: '2026-11-28T00:00:00Z',
};

describe('resumeFormValues', () => {
  test('a saved resume becomes the text the form would send', () => {
    const values = resumeFormValues(saved, phone, {});
    expect(values).toMatchObject({
      gender: 'f',
      email: '',
      phones: ['012345678'],
      district_id: '',
      years_of_experience: '4',
      marital_status: '',
      expected_salary: '600',
      preferred_category_ids: ['41'],
      hobbies: ['Football'],
    });
    // "Present" is a ticked box; a closed job has its end month and no box.
    expect(values.experiences).toEqual([
      {
        company: 'ACLEDA',
        position: 'Teller',
        start: '2020-01',
        end: '',
        present: 'on',
        description: '',
      },
      {
        company: 'ABA',
        position: 'Clerk',
        start: '2018-01',
        end: '2019-12',
        description: 'Counted',
      },
    ]);
    expect(values.references).toEqual([
      { name: 'Dara', position: '', company: '', phone: '098765432', email: '' },
    ]);
  });

  test('without a resume the member’s name and contact are the start', () => {
    expect(
      resumeFormValues(null, phone, {
        first_name: 'Sokha',
        last_name: 'Chan',
        phone: '+85512345678',
        email: null,
      }),
    ).toEqual({ first_name: 'Sokha', last_name: 'Chan', email: '', phones: ['012345678'] });
  });
});

test('fileSize reads bytes as people do', () => {
  expect(fileSize(900)).toBe('900 B');
  expect(fileSize(820 * 1024)).toBe('820 KB');
  expect(fileSize(1.4 * 1024 * 1024)).toBe('1.4 MB');
});
