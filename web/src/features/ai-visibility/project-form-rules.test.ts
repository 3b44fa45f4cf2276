import { EMPTY_PROJECT_FORM, projectFormInput, projectFormValuesOf, type EditableProject } from './project-form-rules';

const PROJECT: EditableProject = {
  name: 'CRM watch',
  brand: { name: 'Acme', aliases: ['Acme CRM'], domains: ['acme.com'] },
  competitors: [
    { name: 'Rival', aliases: ['Rival HQ', 'RivalCo'], domains: ['rival.io', 'rival.com'] },
    { name: 'Other', aliases: [], domains: ['other.net'] },
  ],
  prompts: [
    { text: 'best crm', tags: ['buying', 'crm'] },
    { text: 'cheap crm', tags: [] },
  ],
  surfaces: ['chatgpt', 'perplexity'],
  samples: 4,
  country: 'de',
  language: 'de',
  schedule: { frequency: 'weekly', weekday: 3, hour: 18, timeZone: 'Europe/Berlin' },
};

describe('project form rules', () => {
  it('writes a project in the lines it is typed in, and reads them back to the same project', () => {
    const values = projectFormValuesOf(PROJECT);
    expect(values.competitors).toBe('Rival (Rival HQ, RivalCo): rival.io, rival.com\nOther: other.net');
    expect(values.prompts).toBe('best crm | buying, crm\ncheap crm');
    expect(projectFormInput(values, 'edit')).toEqual({
      input: {
        name: 'CRM watch',
        brand: { name: 'Acme', aliases: ['Acme CRM'], domains: ['acme.com'] },
        competitors: [
          { name: 'Rival', aliases: ['Rival HQ', 'RivalCo'], domains: ['rival.io', 'rival.com'] },
          { name: 'Other', domains: ['other.net'] },
        ],
        prompts: [{ text: 'best crm', tags: ['buying', 'crm'] }, { text: 'cheap crm' }],
        surfaces: ['chatgpt', 'perplexity'],
        samples: 4,
        country: 'de',
        language: 'de',
        schedule: { frequency: 'weekly', weekday: 3, hour: 18, timeZone: 'Europe/Berlin' },
      },
    });
  });

  it('sends a new project’s schedule only when one is set, and refuses a zone that is not one', () => {
    const values = { ...EMPTY_PROJECT_FORM, name: 'x', brandName: 'Acme', brandDomains: 'acme.com', prompts: 'best crm' };
    const off = projectFormInput(values);
    expect('input' in off && off.input.schedule).toBeFalsy();
    const daily = projectFormInput({ ...values, scheduleFrequency: 'daily', scheduleHour: '6', scheduleTimeZone: 'Asia/Tokyo' });
    expect('input' in daily && daily.input.schedule).toEqual({ frequency: 'daily', weekday: 1, hour: 6, timeZone: 'Asia/Tokyo' });
    expect(projectFormInput({ ...values, scheduleFrequency: 'daily', scheduleTimeZone: 'Mars/Olympus' })).toEqual({
      errors: { scheduleTimeZone: 'The time zone must be an IANA zone, such as Europe/Berlin.' },
    });
  });
});
