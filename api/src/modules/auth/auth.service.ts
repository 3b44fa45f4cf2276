import type { Dictionary, EntityManager, EntityMetadata, EntityProperty } from '@mikro-orm/postgresql';
import { ReferenceKind, UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppError } from '../../common/app-error';
import { pooledRows } from '../../db/pooled-rows';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import { personalKeywordSearchBalancesSql } from '../plans/credit-period.sql';
import { MAINTENANCE_ON_SQL } from './maintenance.service';
import { requireAdmin, requireUser } from './access';
import type { Viewer } from '../../common/viewer';
import { credentialsSchema } from './dto/inputs/sign-in.input';
import { newAccountSchema } from './dto/inputs/sign-up.input';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, spendPasswordCheck, verifyPassword } from './password';
import type { SessionCache } from './session-cache';
import type { TokenService } from './token.service';
import { PERSONAL_WORKSPACE_NAME, Workspace, WorkspaceMember, WorkspaceRole } from './workspace.entity';
import { User, UserRole } from './user.entity';
import { authMessages } from './auth.messages';

export interface Session {
  token: string;
  user: User;
}

/**
 * The session statement: the user's own columns, as the entity maps them, and the maintenance switch. Named
 * (prepared): sent on every request that is not answered from the session cache (on the embedded database, every
 * one), it is parsed and planned once per connection instead of each time. Its columns are listed, not `u.*`: a
 * prepared statement fails once its result's columns change, as they would when a migration run by a newer process
 * adds one. Built once: every ORM of the process maps User alike.
 */
let sessionSqlText: string | undefined;

function sessionSql(meta: EntityMetadata<User>): string {
  const columns = () => meta.props.filter(isOwnColumn).flatMap((prop) => prop.fieldNames.map((column) => `u."${column}"`));
  sessionSqlText ??= `select ${columns().join(', ')}, ${MAINTENANCE_ON_SQL} as maintenance_on from users u where u.id = $1`;
  return sessionSqlText;
}

/** A property held in the entity's own row: not a formula, nor the other side of a relation. */
function isOwnColumn(prop: EntityProperty<User>): boolean {
  const owned = prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner === true);
  return owned && !prop.formula && prop.persist !== false;
}

export interface AuthServiceDeps {
  em: EntityManager;
  tokens: TokenService;
  throttle: LoginThrottle;
  sessions?: SessionCache;
  /** Told the maintenance switch each session read selected with its user (MaintenanceService.saw). */
  sawMaintenance?: (on: boolean) => void;
}

export class AuthService {
  private readonly creditBalanceReads = new WeakMap<User, Promise<unknown>>();

  private readonly em: EntityManager;
  private readonly tokens: TokenService;
  private readonly throttle: LoginThrottle;
  private readonly sessions?: SessionCache;
  private readonly sawMaintenance?: (on: boolean) => void;

  constructor({ em, tokens, throttle, sessions, sawMaintenance }: AuthServiceDeps) {
    this.em = em;
    this.tokens = tokens;
    this.throttle = throttle;
    this.sessions = sessions;
    this.sawMaintenance = sawMaintenance;
  }

  async signUp(input: UntrustedInput<typeof newAccountSchema>, ip: string): Promise<Session> {
    await this.throttle.reserveSignUp(ip);
    const user = await this.createAccount(input, UserRole.user);
    return { token: await this.tokens.sign(user.id), user };
  }

  async signIn(input: UntrustedInput<typeof credentialsSchema>, ip: string): Promise<Session> {
    const { email, password } = parseInput(credentialsSchema, input);
    // Reserved before the password is checked, so parallel attempts cannot outrun the count.
    await this.throttle.reserveSignIn(email, ip);
    const user = await this.em.findOne(User, { email });
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await spendPasswordCheck(password), false);
    if (!user || !valid) throw new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);
    await this.throttle.signInSucceeded(email, ip);
    return { token: await this.tokens.sign(user.id), user };
  }

  /**
   * The user a session token names and whether maintenance is on, in one statement; null when the
   * token is missing, invalid or expired or the user is gone. Read on every request unless the session
   * cache remembers it, so it selects the user's own row only (the credit balances are lazy), with SQL
   * built once and no query builder.
   */
  async sessionOf(token: string | undefined): Promise<{ user: User; maintenanceOn: boolean } | null> {
    const userId = await this.tokens.verify(token);
    if (!userId || !isUuid(userId)) return null;
    const row = this.sessions?.get(userId) ?? (await this.readSession(userId));
    if (!row) return null;
    const { maintenance_on: maintenanceOn, ...columns } = row;
    // As em.find makes its results: a managed entity of this unit of work, its loaded state recorded
    // for change tracking. (em.map also validates and snapshots it a second time: ~0.1 ms a request.)
    const data = this.em.getDriver().mapResult<User>(columns, this.em.getMetadata(User))!;
    const user = this.em.getEntityFactory().create(User, data, { merge: true, refresh: true, convertCustomTypes: true });
    this.sawMaintenance?.(maintenanceOn === true);
    return { user, maintenanceOn: maintenanceOn === true };
  }

  private async readSession(userId: string): Promise<Dictionary | undefined> {
    const started = this.sessions?.readStarted();
    const [row] = await pooledRows(this.em, sessionSql(this.em.getMetadata(User)), [userId], { prepared: true });
    if (row && started !== undefined) this.sessions?.remember(userId, row, started);
    return row;
  }

  /**
   * Reads the credit balances of the users loaded without them (they are lazy), in one query; a user
   * whose balances are already being read (two GraphQL fields of one user) waits for that read. The
   * balances are formulas, never written back: setting them marks nothing to flush.
   */
  async loadCreditBalances(users: User[]): Promise<void> {
    const missing = users.filter((user) => !user.creditBalancesLoaded && !this.creditBalanceReads.has(user));
    if (missing.length > 0) {
      const read = this.em.execute<{ id: string; used: number; granted: number }[]>(personalKeywordSearchBalancesSql, [missing.map((user) => user.id)]).then((rows) => {
        const balances = new Map(rows.map((row) => [row.id, row]));
        for (const user of missing) {
          const balance = balances.get(user.id);
          user.creditsUsed = Number(balance?.used ?? 0);
          user.keywordSearchesGranted = Number(balance?.granted ?? 0);
        }
      });
      for (const user of missing) this.creditBalanceReads.set(user, read);
    }
    await Promise.all(users.flatMap((user) => this.creditBalanceReads.get(user) ?? []));
  }

  /** A user reads their own role (during maintenance too: the maintenance screen needs it); an admin reads anyone's. */
  async getRole(viewer: Viewer, userId: string): Promise<UserRole> {
    const user = requireUser(viewer, { evenDuringMaintenance: true });
    if (user.id === userId) return user.role;
    requireAdmin(viewer);
    return (await this.findUserOrFail(userId)).role;
  }

  async findUserOrFail(userId: string): Promise<User> {
    const user = isUuid(userId) ? await this.em.findOne(User, { id: userId }) : null;
    if (!user) throw new AppError('NOT_FOUND', authMessages.userNotFound);
    return user;
  }

  async createAccount(input: UntrustedInput<typeof newAccountSchema>, role: UserRole): Promise<User> {
    const { fullName, email, password } = parseInput(newAccountSchema, input);
    const workspace = this.em.create(Workspace, { name: PERSONAL_WORKSPACE_NAME, personal: true });
    const user = this.em.create(User, { fullName, email, role, passwordHash: await hashPassword(password), personalWorkspaceId: workspace.id });
    this.em.create(WorkspaceMember, { workspaceId: workspace.id, userId: user.id, role: WorkspaceRole.owner });
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new AppError('CONFLICT', authMessages.emailTaken);
      }
      throw error;
    }
    return user;
  }

  /** Creates the admin, or promotes an existing account with that email; an existing password is kept. */
  async ensureAdmin(input: { email: string; password: string; fullName?: string }): Promise<{ user: User; created: boolean }> {
    const { email } = parseInput(credentialsSchema, input);
    const existing = await this.em.findOne(User, { email });
    if (existing) {
      existing.role = UserRole.admin;
      await this.em.flush();
      return { user: existing, created: false };
    }
    const user = await this.createAccount({ fullName: input.fullName ?? 'Administrator', email, password: input.password }, UserRole.admin);
    return { user, created: true };
  }
}
