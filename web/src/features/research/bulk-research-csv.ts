import { getToken } from '../../lib/auth-token';
import { restHeaders } from '../../lib/current-workspace';
import { saveFile } from '../../lib/save-file';
import { fileNameFromContentDisposition } from '../tracker/export-results-csv';

/**
 * Downloads every keyword of a bulk research as CSV. The endpoint needs the bearer token, which a
 * plain link cannot send, so the file is fetched and handed to the browser as an object URL.
 */
export async function downloadBulkResearchCsv(researchId: string): Promise<void> {
  const token = getToken();
  if (!token) throw new Error('Authentication required. Please log in.');
  const response = await fetch(`/api/keyword-research/bulk/${encodeURIComponent(researchId)}/results.csv`, { headers: restHeaders() });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(typeof body?.error === 'string' ? body.error : `The download failed (${response.status}).`);
  }
  saveFile(await response.blob(), fileNameFromContentDisposition(response.headers.get('Content-Disposition'), 'bulk-keyword-research.csv'));
}
