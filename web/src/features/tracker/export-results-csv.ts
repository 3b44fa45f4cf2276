import { getToken } from '../../lib/auth-token';
import { restHeaders } from '../../lib/current-workspace';
import { saveFile } from '../../lib/save-file';

/** `attachment; filename="x.csv"` (or RFC 5987 `filename*=UTF-8''x.csv`) → `x.csv`. */
export function fileNameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // Malformed escapes: fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // Not JSON.
  }
  return `Export failed (${response.status})`;
}

/**
 * Downloads every result row of an instance as CSV. The endpoint needs the bearer token, which a
 * plain link cannot send, so the file is fetched and handed to the browser as an object URL.
 */
export async function downloadResultsCsv(instanceId: string): Promise<void> {
  const token = getToken();
  if (!token) throw new Error('Authentication required. Please log in.');
  const response = await fetch(`/api/instances/${encodeURIComponent(instanceId)}/results.csv`, {
    headers: restHeaders(),
  });
  if (!response.ok) throw new Error(await failureMessage(response));
  saveFile(await response.blob(), fileNameFromContentDisposition(response.headers.get('Content-Disposition'), 'tracking-rankings.csv'));
}

/** Downloads the instance's keywords with tags, target URLs and devices, in the columns an import reads. */
export async function downloadKeywordsCsv(instanceId: string): Promise<void> {
  const token = getToken();
  if (!token) throw new Error('Authentication required. Please log in.');
  const response = await fetch(`/api/instances/${encodeURIComponent(instanceId)}/keywords.csv`, { headers: restHeaders() });
  if (!response.ok) throw new Error(await failureMessage(response));
  saveFile(await response.blob(), fileNameFromContentDisposition(response.headers.get('Content-Disposition'), 'keywords.csv'));
}

/** Downloads any of the api's CSV exports (`/api/...`), named as the api's Content-Disposition says. */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const token = getToken();
  if (!token) throw new Error('Authentication required. Please log in.');
  const response = await fetch(path, { headers: restHeaders() });
  if (!response.ok) throw new Error(await failureMessage(response));
  saveFile(await response.blob(), fileNameFromContentDisposition(response.headers.get('Content-Disposition'), fallbackName));
}
