import type { AiPromptInput, AiVisibilityProjectInput } from '../../gql/graphql';
import { SURFACES } from './ai-visibility-format';

export type ScheduleFrequency = 'off' | 'daily' | 'weekly';

/** What the project form holds, as typed (new project, or an edit of one). */
export interface ProjectFormValues {
  name: string;
  brandName: string;
  brandAliases: string;
  brandDomains: string;
  /** One competitor a line: "Name: domain.com, other.com", or with aliases "Name (Alias, Other): domain.com". */
  competitors: string;
  /** One prompt a line, its tags after a bar: "best crm | buying, crm". */
  prompts: string;
  surfaces: string[];
  samples: string;
  country: string;
  language: string;
  scheduleFrequency: ScheduleFrequency;
  /** 1 (Monday) to 7 (Sunday). */
  scheduleWeekday: string;
  /** 0 to 23. */
  scheduleHour: string;
  scheduleTimeZone: string;
}

/** The zone this browser runs in: the user's, for a schedule's hour. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  brandName: '',
  brandAliases: '',
  brandDomains: '',
  competitors: '',
  prompts: '',
  surfaces: ['chatgpt'],
  samples: '3',
  country: 'us',
  language: 'en',
  scheduleFrequency: 'off',
  scheduleWeekday: '1',
  scheduleHour: '9',
  scheduleTimeZone: browserTimeZone(),
};

/** A project as the edit form needs it. */
export interface EditableProject {
  name: string;
  brand: { name: string; aliases: string[]; domains: string[] };
  competitors: { name: string; aliases: string[]; domains: string[] }[];
  prompts: { text: string; tags: string[] }[];
  surfaces: string[];
  samples: number;
  country: string;
  language: string;
  schedule: { frequency: string; weekday: number; hour: number; timeZone: string };
}

const competitorLine = (brand: EditableProject['competitors'][number]) => `${brand.name}${brand.aliases.length > 0 ? ` (${brand.aliases.join(', ')})` : ''}: ${brand.domains.join(', ')}`;
const promptLine = (prompt: EditableProject['prompts'][number]) => `${prompt.text}${prompt.tags.length > 0 ? ` | ${prompt.tags.join(', ')}` : ''}`;

/** The form's values for an edit of `project`, written in the same lines a new project is typed in. */
export function projectFormValuesOf(project: EditableProject): ProjectFormValues {
  const frequency = (['off', 'daily', 'weekly'] as const).find((value) => value === project.schedule.frequency) ?? 'off';
  return {
    name: project.name,
    brandName: project.brand.name,
    brandAliases: project.brand.aliases.join(', '),
    brandDomains: project.brand.domains.join(', '),
    competitors: project.competitors.map(competitorLine).join('\n'),
    prompts: project.prompts.map(promptLine).join('\n'),
    surfaces: [...project.surfaces],
    samples: String(project.samples),
    country: project.country,
    language: project.language,
    scheduleFrequency: frequency,
    scheduleWeekday: String(project.schedule.weekday),
    scheduleHour: String(project.schedule.hour),
    // A schedule that was never set keeps the server's UTC; a new one is read in the user's zone.
    scheduleTimeZone: frequency === 'off' ? browserTimeZone() : project.schedule.timeZone,
  };
}

export type ProjectFormErrors = Partial<Record<keyof ProjectFormValues, string>>;

// The api's own words (ai-visibility.messages.ts), so the form and a refusal read the same.
const MAX_COMPETITORS = 20;
const MAX_SAMPLES = 10;
const MAX_NAME = 100;

const list = (text: string) =>
  text
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Prompts typed one a line, blank lines left out. */
export const promptLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function competitorsOf(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      const head = colon < 0 ? line : line.slice(0, colon);
      const domains = colon < 0 ? '' : line.slice(colon + 1);
      const aliased = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(head);
      const name = (aliased ? aliased[1] : head).trim();
      const aliases = aliased ? list(aliased[2]) : [];
      return aliases.length > 0 ? { name, aliases, domains: list(domains) } : { name, domains: list(domains) };
    });
}

/** A prompt line: its text, and the tags after a bar. */
function promptOf(line: string) {
  const bar = line.lastIndexOf('|');
  if (bar < 0) return { text: line };
  const tags = list(line.slice(bar + 1));
  const text = line.slice(0, bar).trim();
  return tags.length > 0 ? { text, tags } : { text };
}

/**
 * The form's values checked as the api checks them: the input to send, or each field's message. A new
 * project sends its schedule only when one is set (off is the default); an edit always sends it.
 * `imported`: prompts from a CSV import, with their tags.
 */
export function projectFormInput(
  values: ProjectFormValues,
  mode: 'create' | 'edit' = 'create',
  imported: readonly AiPromptInput[] = [],
): { input: AiVisibilityProjectInput } | { errors: ProjectFormErrors } {
  const errors: ProjectFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Name is required.';
  else if (name.length > MAX_NAME) errors.name = `Name must be at most ${MAX_NAME} characters.`;
  if (!values.brandName.trim()) errors.brandName = 'Brand name is required.';
  const domains = list(values.brandDomains);
  if (domains.length === 0) errors.brandDomains = 'Give each brand at least one domain, such as example.com.';
  const competitors = competitorsOf(values.competitors);
  if (competitors.length > MAX_COMPETITORS) errors.competitors = `At most ${MAX_COMPETITORS} competitors.`;
  else if (competitors.some((competitor) => !competitor.name || competitor.domains.length === 0)) {
    errors.competitors = 'Give each brand at least one domain, such as example.com.';
  }
  const prompts = promptLines(values.prompts);
  if (prompts.length === 0 && imported.length === 0) errors.prompts = 'Add at least one prompt.';
  const surfaces = values.surfaces.filter((surface) => SURFACES.includes(surface));
  if (surfaces.length === 0) errors.surfaces = `Surfaces must be one or more of ${SURFACES.join(', ')}.`;
  const samples = Number(values.samples);
  if (!/^\d+$/.test(values.samples.trim()) || samples < 1 || samples > MAX_SAMPLES) {
    errors.samples = `Samples must be a whole number from 1 to ${MAX_SAMPLES}.`;
  }
  if (!/^[a-z]{2}$/i.test(values.country.trim())) errors.country = 'Country must be a two-letter code, such as us.';
  if (!/^[a-z]{2,3}(-[a-z]{2,4})?$/i.test(values.language.trim())) errors.language = 'Language must be a language code, such as en.';
  if (values.scheduleFrequency !== 'off' && !isTimeZone(values.scheduleTimeZone.trim())) errors.scheduleTimeZone = 'The time zone must be an IANA zone, such as Europe/Berlin.';
  if (Object.keys(errors).length > 0) return { errors };
  const schedule = { frequency: values.scheduleFrequency, weekday: Number(values.scheduleWeekday), hour: Number(values.scheduleHour), timeZone: values.scheduleTimeZone.trim() };
  return {
    input: {
      name,
      brand: { name: values.brandName.trim(), aliases: list(values.brandAliases), domains },
      competitors,
      prompts: [...prompts.map(promptOf), ...imported],
      surfaces,
      samples,
      country: values.country.trim().toLowerCase(),
      language: values.language.trim().toLowerCase(),
      ...(mode === 'edit' || schedule.frequency !== 'off' ? { schedule } : {}),
    },
  };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}
