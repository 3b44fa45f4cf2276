import type { EntityManager } from '@mikro-orm/postgresql';

/** The Search Console or Bing Webmaster Tools property linked to a tracking instance, as the tracker's figures read it. */
export interface LinkedProperty {
  id: string;
  /** The property's key in search_console_rows and search_console_queries. */
  key: number;
  siteUrl: string;
  /** The newest day synced (YYYY-MM-DD); null before the first sync. */
  syncedThrough: string | null;
  provider: 'google' | 'bing' | 'sandbox';
}

/** The property linked to the instance, or null without one. */
export async function linkedPropertyOf(em: EntityManager, instanceId: string): Promise<LinkedProperty | null> {
  const [row] = await em.execute<{ id: string; key: number | string; site_url: string; synced_through: string | null; provider: LinkedProperty['provider'] }[]>(
    `select p.id, p.key, p.site_url, to_char(p.synced_through, 'YYYY-MM-DD') as synced_through, c.provider from search_console_links l
     join search_console_properties p on p.id = l.property_id join search_console_connections c on c.id = p.connection_id
     where l.instance_id = ?`,
    [instanceId],
  );
  return row ? { id: row.id, key: Number(row.key), siteUrl: row.site_url, syncedThrough: row.synced_through, provider: row.provider } : null;
}
