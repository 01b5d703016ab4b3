import { describe, expect, it } from 'vitest';
import { applicationDecisionSchema, applyInputSchema } from './job-applications.ts';
import {
  RESUME_LIMITS,
  resumeCompleteness,
  resumeInputSchema,
  sentencesIn,
  type Resume,
} from './resume.ts';

const minimal = { first_name: ' Sokha ', last_name: 'Chan', phones: ['012 345 678'] };

const issuesOf = (input: unknown) => {
  const result = resumeInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the resume schema (issue 18)', () => {
  it('keeps a minimal resume, trimmed, with the phone in its international form', () => {
    const resume = resumeInputSchema.parse(minimal);
    expect(resume).toMatchObject({ first_name: 'Sokha', phones: ['+85512345678'] });
    expect(resume.experiences).toEqual([]);
    expect(resume.email).toBeUndefined();
  });

  it('asks for a way to answer: a phone or an email', () => {
    expect(issuesOf({ ...minimal, phones: [] })).toEqual(['phones:resume.contactRequired']);
    expect(issuesOf({ ...minimal, phones: [''], email: 'sokha@example.com' })).toEqual([]);
    expect(issuesOf({ ...minimal, email: 'not-an-email' })).toEqual([
      'email:validation.invalidEmail',
    ]);
  });

  it('takes up to 3 phones (spec §9), each a real number', () => {
    const four = ['012345678', '017345678', '093345678', '097345678'];
    expect(issuesOf({ ...minimal, phones: four })).toEqual(['phones:resume.phonesMax']);
    expect(issuesOf({ ...minimal, phones: ['12'] })).toEqual(['phones.0:validation.invalidPhone']);
  });

  it('checks each work experience: an end after the start, or present', () => {
    const job = { company: 'ABA Bank', position: 'Teller', start: '2019-03' };
    expect(issuesOf({ ...minimal, experiences: [job] })).toEqual([
      'experiences.0.end:resume.endRequired',
    ]);
    expect(issuesOf({ ...minimal, experiences: [{ ...job, end: '2018-01' }] })).toEqual([
      'experiences.0.end:resume.endBeforeStart',
    ]);
    const present = resumeInputSchema.parse({
      ...minimal,
      experiences: [{ ...job, end: '2018-01', present: 'on' }],
    });
    expect(present.experiences[0]).toMatchObject({ present: true, end: undefined });
    expect(
      issuesOf({ ...minimal, experiences: [{ ...job, start: '2019-13', end: '2020-01' }] }),
    ).toEqual(['experiences.0.start:resume.startRequired']);
  });

  it('drops blank rows of a list and bounds every list', () => {
    const resume = resumeInputSchema.parse({
      ...minimal,
      skills: [
        { name: '', level: '' },
        { name: 'Excel', level: 'advanced' },
      ],
      hobbies: ['', 'Football'],
    });
    expect(resume.skills).toEqual([{ name: 'Excel', level: 'advanced' }]);
    expect(resume.hobbies).toEqual(['Football']);
    // A row added and left as the form fills it in (a level chosen, "present" ticked) is blank.
    const untouched = resumeInputSchema.parse({
      ...minimal,
      skills: [{ name: '', level: 'basic' }],
      languages: [{ name: ' ', level: 'expert' }],
      experiences: [{ company: '', position: '', start: '', end: '', present: 'on' }],
    });
    expect([untouched.skills, untouched.languages, untouched.experiences]).toEqual([[], [], []]);
    // Anything typed keeps the row, and its missing fields are named.
    expect(
      issuesOf({ ...minimal, skills: [{ name: '', level: 'basic' }, { name: 'Excel' }] }),
    ).toEqual(['skills.1.level:resume.levelRequired']);
    const many = Array.from({ length: RESUME_LIMITS.skillsMax + 1 }, (_, n) => ({
      name: `Skill ${n}`,
      level: 'basic',
    }));
    expect(issuesOf({ ...minimal, skills: many })).toEqual(['skills:resume.tooMany']);
    expect(issuesOf({ ...minimal, skills: [{ name: 'Excel', level: 'guru' }] })).toEqual([
      'skills.0.level:resume.levelRequired',
    ]);
  });

  it('refuses a text over its limit and a date that is not a day', () => {
    expect(issuesOf({ ...minimal, summary: 'a'.repeat(RESUME_LIMITS.summaryMax + 1) })).toEqual([
      'summary:validation.tooLong',
    ]);
    expect(issuesOf({ ...minimal, date_of_birth: '1999-02-30' })).toEqual([
      'date_of_birth:validation.invalidDate',
    ]);
  });

  it('counts sentences in English and Khmer', () => {
    expect(sentencesIn('I sell phones. I fix them too!')).toBe(2);
    expect(sentencesIn('ខ្ញុំជាគណនេយ្យករ។ ខ្ញុំមានបទពិសោធន៍ ៥ ឆ្នាំ។ ខ្ញុំចេះភាសាអង់គ្លេស។')).toBe(3);
    expect(sentencesIn('')).toBe(0);
  });

  it('names what a resume is missing', () => {
    expect(resumeCompleteness(null)).toMatchObject({ percent: 0 });
    const saved = {
      ...resumeInputSchema.parse(minimal),
      gender: null,
      date_of_birth: null,
      nationality: '',
      email: null,
      province_id: null,
      district_id: null,
      commune_id: null,
      address: '',
      current_position: '',
      years_of_experience: null,
      marital_status: null,
      education_level: null,
      summary: 'One sentence only.',
      experiences: [],
      attachment: null,
      updated_at: '2026-11-28T00:00:00.000Z',
      expected_salary: null,
    } as unknown as Resume;
    const { percent, missing } = resumeCompleteness(saved);
    expect(missing).toContain('summary');
    expect(missing).toContain('experience');
    expect(missing).not.toContain('contact');
    expect(percent).toBe(9);
  });
});

describe('applying and deciding (issue 18)', () => {
  it('reads the apply form and the decision', () => {
    expect(applyInputSchema.parse({ send_resume: 'on', message: '  Hello  ' })).toEqual({
      send_resume: true,
      message: 'Hello',
    });
    expect(applyInputSchema.parse({})).toEqual({ send_resume: false, message: '' });
    expect(applicationDecisionSchema.safeParse({ status: 'viewed' }).success).toBe(false);
    expect(applicationDecisionSchema.parse({ status: 'hired' })).toEqual({
      status: 'hired',
      message: '',
    });
  });
});
