// Articles generated in this browser, kept under localStorage "article_history",
// newest first and capped at 20 (spec §3 "Saved article", §9).
export const ARTICLE_HISTORY_KEY = 'article_history';
export const ARTICLE_HISTORY_LIMIT = 20;

export interface KeywordStat {
  keyword: string;
  vol: number;
  cpc: { value: number; currency: 'USD' };
  /** 0 to 1. */
  competition: number;
}

export interface SavedArticle {
  id: string;
  keyword: string;
  article: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  stats?: KeywordStat;
  /** The content score stored with an account's article (when written or last saved). */
  contentScore?: number | null;
  /** The draft's score, then each revision's, when the generator optimised it. */
  scoreHistory?: number[] | null;
}

function toNumber(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/** Accepts the differently named fields that responses use; missing values become 0. */
export function normalizeKeywordStat(raw: unknown, fallbackKeyword = ''): KeywordStat | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const cpcRaw = r.cpc;
  const cpc =
    cpcRaw && typeof cpcRaw === 'object' ? (cpcRaw as Record<string, unknown>).value : (cpcRaw ?? r.cpc_value);
  return {
    keyword: typeof (r.keyword ?? r.kw) === 'string' ? String(r.keyword ?? r.kw) : fallbackKeyword,
    vol: toNumber(r.vol ?? r.volume ?? r.search_volume),
    cpc: { value: toNumber(cpc), currency: 'USD' },
    competition: toNumber(r.competition ?? r.comp),
  };
}

function normalizeArticle(raw: unknown): SavedArticle | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r.keyword !== 'string' || typeof r.article !== 'string') return undefined;
  const createdAt = typeof r.createdAt === 'number' ? r.createdAt : Date.parse(typeof r.createdAt === 'string' ? r.createdAt : '');
  const stats = Array.isArray(r.stats) ? (r.stats as unknown[])[0] : r.stats;
  return {
    id: typeof r.id === 'string' || typeof r.id === 'number' ? String(r.id) : `${r.keyword}-${createdAt}`,
    keyword: r.keyword,
    article: r.article,
    createdAt: Number.isFinite(createdAt) ? createdAt : 0,
    stats: normalizeKeywordStat(stats, r.keyword),
  };
}

export function readArticleHistory(): SavedArticle[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(ARTICLE_HISTORY_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map(normalizeArticle)
      .filter((a): a is SavedArticle => a !== undefined)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, ARTICLE_HISTORY_LIMIT);
  } catch {
    return [];
  }
}

/** Prepends new articles, keeping the newest 20. */
export function saveArticles(articles: SavedArticle[]): SavedArticle[] {
  const next = [...articles, ...readArticleHistory()]
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, ARTICLE_HISTORY_LIMIT);
  window.localStorage.setItem(ARTICLE_HISTORY_KEY, JSON.stringify(next));
  // Storage events reach other tabs only; this one hears it too.
  window.dispatchEvent(new StorageEvent('storage', { key: ARTICLE_HISTORY_KEY }));
  return next;
}

/** Drops one article from the history. */
export function removeArticle(id: string): SavedArticle[] {
  const next = readArticleHistory().filter((article) => article.id !== id);
  window.localStorage.setItem(ARTICLE_HISTORY_KEY, JSON.stringify(next));
  window.dispatchEvent(new StorageEvent('storage', { key: ARTICLE_HISTORY_KEY }));
  return next;
}

/** "best seo tools 2025?" → "best-seo-tools-2025-.txt" */
export function articleFileName(keyword: string, extension: 'txt' | 'md' | 'html' = 'txt'): string {
  const safe = keyword.trim().replace(/[^a-zA-Z0-9_-]/g, '-');
  return `${safe || 'article'}.${extension}`;
}

/** Hands `content` to the browser as a file download. */
export function saveFile(fileName: string, content: string, mimeType: string): void {
  const blob = new Blob([content], { type: `${mimeType};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadArticle(article: Pick<SavedArticle, 'keyword' | 'article'>): void {
  saveFile(articleFileName(article.keyword), article.article, 'text/plain');
}

/** Plain-text preview: drops the META line and markdown marks (headings, quotes, list bullets, emphasis). */
export function articlePreview(text: string, length: number): string {
  const plain = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('META:'))
    .map((line) =>
      line
        .replace(/^\s*(#{1,6}|>|[-*+]|\d+\.)\s+/, '')
        .replace(/(\*\*|__|`)/g, ''),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length)}…` : plain;
}
