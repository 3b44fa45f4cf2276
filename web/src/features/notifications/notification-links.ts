import type { Device } from '../../gql/graphql';

/** Where the tracker shows one keyword's history on one device (the api's alert emails link to the same place). */
export function keywordHistoryPath(instanceId: string, keyword: string, device: Device): string {
  return `/keyword-tracking/${instanceId}?keyword=${encodeURIComponent(keyword)}&device=${device}`;
}

/** Where an AI visibility alert leads: its project's page (the api's alert emails link to the same place). */
export function aiVisibilityProjectPath(projectId: string): string {
  return `/ai-visibility/${projectId}`;
}
