import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, messages } from '../../common/app-error';
import { isUuid } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { requireUser, workspaceOf } from '../auth/access';
import { User, UserRole } from '../auth/user.entity';
import { Job as JobEntity, type Job } from '../jobs/job.entity';
import type { JobService } from '../jobs/job.service';
import { findInstanceOfOrFail } from '../tracker/tracking-instance-access';
import { TrackingInstance } from '../tracker/tracking-instance.entity';
import { VendorError } from '../../common/vendor-error';
import type { SearchProperty } from './providers';
import type { SearchConsoleRuntime } from './search-console-runtime';
import { SearchConsoleConnection, SearchConsoleProperty, type SearchConsoleProviderName } from './search-console.entities';
import { searchConsoleMessages } from './search-console.messages';
import { SEARCH_CONSOLE_SYNC_KIND, syncWindow, type SearchConsoleSyncMode } from './search-console-sync-plan';

/** Where the browser lands after the OAuth callback (the web app's Search Console page). */
export const SEARCH_CONSOLE_RETURN_PATH = '/search-console';
/** How long a consent start waits for the browser's return. */
export const CONSENT_TTL_MS = 10 * 60_000;

export interface SearchConsoleConnectionsDeps {
  em: EntityManager;
  jobs: JobService;
  runtime: SearchConsoleRuntime;
  /** Whether maintenance is on: the callback reads no viewer, so it asks itself. */
  maintenanceOn: () => Promise<boolean>;
  now?: () => Date;
}

export interface PropertyView {
  id: string;
  siteUrl: string;
  kind: 'domain' | 'url-prefix';
}

export interface LinkView {
  instanceId: string;
  instanceName: string;
  propertyId: string;
  linkedAt: Date;
  /** The newest day read, YYYY-MM-DD; null before the first sync has read any. */
  syncedThrough: string | null;
  /** The property's latest sync job. */
  job: Job | null;
}

const stateHash = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * Connecting Search Console (Google's OAuth flow with PKCE, the sandbox's in-app consent, Bing's API key),
 * the properties it gives, linking one to a tracking instance (which starts its backfill) and disconnecting
 * (revoked at the provider, then everything stored of it deleted).
 */
export class SearchConsoleConnectionsService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly runtime: SearchConsoleRuntime;
  private readonly now: () => Date;
  private readonly maintenanceOn: () => Promise<boolean>;

  constructor({ em, jobs, runtime, maintenanceOn, now }: SearchConsoleConnectionsDeps) {
    this.em = em;
    this.jobs = jobs;
    this.runtime = runtime;
    this.maintenanceOn = maintenanceOn;
    this.now = now ?? (() => new Date());
  }

  /**
   * Starts a connection: the URL to open (Google's consent screen, or the sandbox's in-app page). The state and
   * the PKCE verifier are kept server-side, bound to the user and workspace, for CONSENT_TTL_MS and one use.
   */
  async connect(viewer: Viewer): Promise<{ url: string }> {
    const user = requireUser(viewer);
    const workspaceId = workspaceOf(user);
    const oauth = this.runtime.oauthProvider.oauth;
    if (!oauth) throw new AppError('BAD_USER_INPUT', searchConsoleMessages.consentDenied);
    const start = oauth.startAuthorization();
    await this.em.execute('delete from search_console_oauth_starts where expires_at < ?', [this.now()]);
    await this.em.execute(
      'insert into search_console_oauth_starts (state_hash, user_id, workspace_id, provider, code_verifier, expires_at) values (?, ?, ?, ?, ?, ?)',
      [stateHash(start.state), user.id, workspaceId, this.runtime.oauthProvider.provider, this.runtime.cipher.encrypt(start.codeVerifier), new Date(this.now().getTime() + CONSENT_TTL_MS)],
    );
    return { url: start.url };
  }

  /** Whether `state` is a live consent start (the sandbox consent page shows itself only for one). */
  async isPendingState(state: string): Promise<boolean> {
    const rows = await this.em.execute<{ n: number }[]>('select 1 as n from search_console_oauth_starts where state_hash = ? and expires_at > ?', [stateHash(state), this.now()]);
    return rows.length > 0;
  }

  /**
   * The OAuth callback: takes the start its state names (once), exchanges the code with the kept verifier, stores
   * the encrypted refresh token and the account's properties. Answers where to send the browser: the web app's
   * page with `connected=1`, or with `error=` saying why not.
   */
  async completeConsent(query: { state?: unknown; code?: unknown; error?: unknown }): Promise<string> {
    const back = (params: Record<string, string>) => `${SEARCH_CONSOLE_RETURN_PATH}?${new URLSearchParams(params)}`;
    const state = typeof query.state === 'string' ? query.state : '';
    // Maintenance holds every non-admin's work, and this one reads no viewer: the consent's own user decides, and
    // the state stays for after the maintenance.
    if ((await this.maintenanceOn()) && !(await this.startedByAdmin(state))) throw new AppError('MAINTENANCE', messages.maintenance);
    const [start] = state
      ? await this.em.execute<{ user_id: string; workspace_id: string; provider: SearchConsoleProviderName; code_verifier: string }[]>(
          'delete from search_console_oauth_starts where state_hash = ? and expires_at > ? returning user_id, workspace_id, provider, code_verifier',
          [stateHash(state), this.now()],
        )
      : [];
    if (!start) return back({ error: 'expired' });
    if (typeof query.error === 'string' || typeof query.code !== 'string' || !query.code) return back({ error: 'denied' });
    const provider = this.runtime.oauthProvider;
    if (!provider.oauth || provider.provider !== start.provider) return back({ error: 'expired' });
    try {
      const grant = await provider.oauth.exchangeCode(query.code, this.runtime.cipher.decrypt(start.code_verifier));
      const connection = this.em.create(SearchConsoleConnection, {
        ownerId: start.user_id,
        workspaceId: start.workspace_id,
        provider: start.provider,
        accountLabel: start.provider === 'sandbox' ? 'SANDBOX Search Console' : 'Google Search Console',
        secret: this.runtime.cipher.encrypt(grant.refreshToken),
      });
      await this.em.persistAndFlush(connection);
      await this.refreshProperties(connection);
      return back({ connected: '1' });
    } catch (error) {
      if (error instanceof VendorError) return back({ error: 'provider' });
      throw error;
    }
  }

  /** Whether the consent `state` names was started by an admin (who works through maintenance). */
  private async startedByAdmin(state: string): Promise<boolean> {
    if (!state) return false;
    const rows = await this.em.execute<{ admin: boolean }[]>(
      'select u.role = ? as admin from search_console_oauth_starts s join users u on u.id = s.user_id where s.state_hash = ?',
      [UserRole.admin, stateHash(state)],
    );
    return rows[0]?.admin === true;
  }

  /** Connects Bing Webmaster Tools with the user's API key, checked by listing its sites. */
  async connectBing(viewer: Viewer, input: Record<string, unknown>): Promise<{ id: string; properties: PropertyView[] }> {
    const user = requireUser(viewer);
    const workspaceId = workspaceOf(user);
    // Without a key of their own, the operator's BING_WEBMASTER_API_KEY (when set) connects the workspace.
    const apiKey = typeof input.apiKey === 'string' && input.apiKey.trim() ? input.apiKey.trim() : (this.runtime.config.bing?.apiKey ?? '');
    // Bing's keys are 32 letters and digits; anything far from that is refused before Bing is asked.
    if (!/^[A-Za-z0-9_-]{8,200}$/.test(apiKey)) throw new AppError('BAD_USER_INPUT', searchConsoleMessages.apiKeyRequired);
    let properties: SearchProperty[];
    try {
      properties = (await this.runtime.bingWith(apiKey).listProperties('')).properties;
    } catch (error) {
      if (error instanceof VendorError && error.kind === 'auth') throw new AppError('BAD_USER_INPUT', searchConsoleMessages.apiKeyInvalid);
      throw error;
    }
    const connection = this.em.create(SearchConsoleConnection, { ownerId: user.id, workspaceId, provider: 'bing', accountLabel: 'Bing Webmaster Tools', secret: this.runtime.cipher.encrypt(apiKey) });
    await this.em.persistAndFlush(connection);
    return { id: connection.id, properties: (await this.storeProperties(connection, properties)).map(propertyView) };
  }

  /** The workspace's connections (never their secrets). */
  async connections(viewer: Viewer): Promise<{ id: string; provider: SearchConsoleProviderName; accountLabel: string; status: string; createdAt: Date; propertyCount: number }[]> {
    const workspaceId = workspaceOf(requireUser(viewer));
    const rows = await this.em.find(SearchConsoleConnection, { workspaceId }, { orderBy: { createdAt: 'asc' } });
    const counts = await this.em.execute<{ connection_id: string; n: string | number }[]>(
      'select connection_id, count(*) as n from search_console_properties where workspace_id = ? group by connection_id',
      [workspaceId],
    );
    const countOf = new Map(counts.map((row) => [row.connection_id, Number(row.n)]));
    return rows.map(({ id, provider, accountLabel, status, createdAt }) => ({ id, provider, accountLabel, status, createdAt, propertyCount: countOf.get(id) ?? 0 }));
  }

  /**
   * The workspace's instances linked to a property: the instance, the property, how far its data is read
   * (syncedThrough) and its latest sync job (followed live on screen while it runs).
   */
  async links(viewer: Viewer): Promise<LinkView[]> {
    const workspaceId = workspaceOf(requireUser(viewer));
    const rows = await this.em.execute<{ instance_id: string; instance_name: string; property_id: string; linked_at: Date | string; synced_through: string | Date | null; job_id: string | null }[]>(
      `select l.instance_id, i.name as instance_name, l.property_id, l.created_at as linked_at, p.synced_through,
              (select j.id from jobs j where j.kind = ? and j.subject_id = p.id order by j.created_at desc limit 1) as job_id
       from search_console_links l
       join search_console_properties p on p.id = l.property_id
       join tracking_instances i on i.id = l.instance_id
       where p.workspace_id = ? and i.workspace_id = ?
       order by i.name, l.instance_id`,
      [SEARCH_CONSOLE_SYNC_KIND, workspaceId, workspaceId],
    );
    const jobIds = rows.map((row) => row.job_id).filter((id): id is string => id !== null);
    const jobs = jobIds.length ? await this.em.find(JobEntity, { id: { $in: jobIds } }) : [];
    const jobOf = new Map(jobs.map((job) => [job.id, job]));
    return rows.map((row) => ({
      instanceId: row.instance_id,
      instanceName: row.instance_name,
      propertyId: row.property_id,
      linkedAt: new Date(row.linked_at),
      syncedThrough: row.synced_through === null ? null : typeof row.synced_through === 'string' ? row.synced_through.slice(0, 10) : row.synced_through.toISOString().slice(0, 10),
      job: row.job_id ? (jobOf.get(row.job_id) ?? null) : null,
    }));
  }

  /** Every property of the workspace's connections: `[{id, siteUrl, kind}]`. */
  async properties(viewer: Viewer): Promise<PropertyView[]> {
    const workspaceId = workspaceOf(requireUser(viewer));
    const rows = await this.em.find(SearchConsoleProperty, { workspaceId }, { orderBy: { siteUrl: 'asc', id: 'asc' } });
    return rows.map(propertyView);
  }

  /** Revokes the connection at the provider (Google), then deletes its token, properties, links and stored rows. */
  async disconnect(viewer: Viewer, connectionId: string): Promise<void> {
    const workspaceId = workspaceOf(requireUser(viewer));
    const connection = isUuid(connectionId) ? await this.em.findOne(SearchConsoleConnection, { id: connectionId, workspaceId }, { populate: ['secret'] }) : null;
    if (!connection) throw new AppError('NOT_FOUND', searchConsoleMessages.connectionNotFound);
    const { provider, credentials } = this.runtime.providerOf(connection);
    if (provider.oauth && credentials) await provider.oauth.revoke(credentials);
    // Properties, links, dictionaries and rows go with it (foreign keys on delete cascade).
    await this.em.execute('delete from search_console_connections where id = ?', [connection.id]);
    this.em.clear();
  }

  /** Links `propertyId` to the instance (replacing any link) and starts its 16-month backfill. */
  async link(viewer: Viewer, instanceId: string, input: Record<string, unknown>): Promise<{ jobId: string }> {
    const user = requireUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    const propertyId = typeof input.propertyId === 'string' ? input.propertyId : '';
    if (!propertyId) throw new AppError('BAD_USER_INPUT', searchConsoleMessages.propertyRequired);
    const property = await this.findPropertyOrFail(viewer, propertyId);
    await this.em.execute(
      'insert into search_console_links (instance_id, property_id) values (?, ?) on conflict (instance_id) do update set property_id = excluded.property_id, created_at = now()',
      [instance.id, property.id],
    );
    const job = await this.startSync(user, property, 'backfill');
    return { jobId: job.id };
  }

  async unlink(viewer: Viewer, instanceId: string): Promise<void> {
    const instance = await findInstanceOfOrFail(this.em, requireUser(viewer), instanceId);
    await this.em.execute('delete from search_console_links where instance_id = ?', [instance.id]);
  }

  /** A property of the viewer's workspace; another's is "not found". */
  async findPropertyOrFail(viewer: Viewer, propertyId: string): Promise<SearchConsoleProperty> {
    const workspaceId = workspaceOf(requireUser(viewer));
    if (!propertyId) throw new AppError('BAD_USER_INPUT', searchConsoleMessages.propertyRequired);
    const property = isUuid(propertyId) ? await this.em.findOne(SearchConsoleProperty, { id: propertyId, workspaceId }) : null;
    if (!property) throw new AppError('NOT_FOUND', searchConsoleMessages.propertyNotFound);
    return property;
  }

  /**
   * A sync job of the property: 'backfill' (16 months) or 'recent' (the last days, which Google still revises).
   * `owner` is whose job it is (the linking user, or the connection's owner for the daily pass).
   */
  async startSync(owner: Pick<User, 'id'>, property: SearchConsoleProperty, mode: SearchConsoleSyncMode): Promise<Job> {
    // A sync of the property under way covers this one (a backfill reads the newest days too): its job answers.
    const [underWay] = await this.em.execute<{ id: string; mode: string }[]>(
      `select id, result->>'mode' as mode from jobs where kind = ? and subject_id = ? and status in ('queued', 'running') order by created_at limit 1`,
      [SEARCH_CONSOLE_SYNC_KIND, property.id],
    );
    if (underWay && (underWay.mode === 'backfill' || mode === 'recent')) return this.em.findOneOrFail(JobEntity, { id: underWay.id });
    const window = syncWindow(mode, this.now());
    return this.jobs.start(async (em, starts) => {
      const job = await starts.create(SEARCH_CONSOLE_SYNC_KIND, { owner, workspaceId: property.workspaceId, subjectId: property.id, total: window.days });
      job.result = { propertyId: property.id, mode, from: window.from, to: window.to };
      await em.flush();
      return job;
    });
  }

  /** Starts a 'recent' sync of every linked property (the daily pass); how many it started. */
  async syncLinkedRecent(): Promise<number> {
    const rows = await this.em.execute<{ property_id: string; owner_id: string }[]>(
      `select distinct p.id as property_id, c.owner_id from search_console_links l
       join search_console_properties p on p.id = l.property_id join search_console_connections c on c.id = p.connection_id
       where c.status = 'connected'`,
    );
    for (const row of rows) {
      const property = await this.em.findOneOrFail(SearchConsoleProperty, { id: row.property_id });
      await this.startSync({ id: row.owner_id }, property, 'recent');
    }
    return rows.length;
  }

  /** Lists the connection's properties at the provider and stores them (new ones added, gone ones kept until disconnect). */
  private async refreshProperties(connection: SearchConsoleConnection): Promise<SearchConsoleProperty[]> {
    const { provider, credentials } = this.runtime.providerOf(connection);
    const instances = await this.em.find(TrackingInstance, { workspaceId: connection.workspaceId }, { fields: ['userDomain'], limit: 50 });
    const listed = await provider.listProperties(credentials, { siteHints: instances.map((instance) => instance.userDomain) });
    return this.storeProperties(connection, listed.properties);
  }

  private async storeProperties(connection: SearchConsoleConnection, properties: SearchProperty[]): Promise<SearchConsoleProperty[]> {
    // Connecting again after the provider stopped accepting a connection: its properties the new one lists move
    // to the new one, with their links and stored rows.
    await this.em.execute(
      `update search_console_properties p set connection_id = ?, updated_at = now()
       from search_console_connections c
       where c.id = p.connection_id and c.workspace_id = ? and c.provider = ? and c.status = 'revoked' and p.site_url in (select json_array_elements_text(?::json))`,
      [connection.id, connection.workspaceId, connection.provider, JSON.stringify(properties.map((property) => property.siteUrl))],
    );
    const existing = await this.em.find(SearchConsoleProperty, { connectionId: connection.id }, { refresh: true });
    const known = new Set(existing.map((property) => property.siteUrl));
    const added = properties
      .filter((property) => !known.has(property.siteUrl))
      .map((property) => this.em.create(SearchConsoleProperty, { connectionId: connection.id, workspaceId: connection.workspaceId, siteUrl: property.siteUrl, kind: property.kind }));
    await this.em.flush();
    return [...existing, ...added];
  }
}

function propertyView(property: SearchConsoleProperty): PropertyView {
  return { id: property.id, siteUrl: property.siteUrl, kind: property.kind };
}
