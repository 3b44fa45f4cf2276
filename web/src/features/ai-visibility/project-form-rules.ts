import type { AiPromptInput, AiVisibilityProjectInput } from '../../gql/graphql';
import { SURFACES } from './ai-visibility-format';

/** What the New project form holds, as typed. */
export interface ProjectFormValues {
  name: string;
  brandName: string;
  brandAliases: string;
  brandDomains: string;
  /** One competitor a line: "Name: domain.com, other.com". */
  competitors: string;
  prompts: string;
  surfaces: string[];
  samples: string;
  country: string;
  language: string;
}

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
};

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
      const [name, domains = ''] = line.split(':');
      return { name: name.trim(), domains: list(domains) };
    });
}

/** The form's values checked as the api checks them: the input to send, or each field's message. `imported`: prompts from a CSV import, with their tags. */
export function projectFormInput(values: ProjectFormValues, imported: readonly AiPromptInput[] = []): { input: AiVisibilityProjectInput } | { errors: ProjectFormErrors } {
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
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      name,
      brand: { name: values.brandName.trim(), aliases: list(values.brandAliases), domains },
      competitors,
      prompts: [...prompts.map((text) => ({ text })), ...imported],
      surfaces,
      samples,
      country: values.country.trim().toLowerCase(),
      language: values.language.trim().toLowerCase(),
    },
  };
}
