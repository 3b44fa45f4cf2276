import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppError } from '../../common/app-error';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import { requireAdmin, requireUser, type Viewer } from './access';
import { credentialsSchema } from './dto/inputs/sign-in.input';
import { newAccountSchema } from './dto/inputs/sign-up.input';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, spendPasswordCheck, verifyPassword } from './password';
import type { TokenService } from './token.service';
import { User, UserRole } from './user.entity';

export interface Session {
  token: string;
  user: User;
}

const INVALID_CREDENTIALS = 'Invalid email or password.';
const EMAIL_TAKEN = 'An account with this email already exists.';

export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
  ) {}

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
    if (!user || !valid) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    await this.throttle.signInSucceeded(email, ip);
    return { token: await this.tokens.sign(user.id), user };
  }

  /** The user a bearer token names, or null when it is missing, invalid, expired or the user is gone. */
  async viewerFromToken(token: string | undefined): Promise<Viewer> {
    const userId = await this.tokens.verify(token);
    return userId && isUuid(userId) ? this.em.findOne(User, { id: userId }) : null;
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
    if (!user) throw new AppError('NOT_FOUND', 'User not found.');
    return user;
  }

  async createAccount(input: UntrustedInput<typeof newAccountSchema>, role: UserRole): Promise<User> {
    const { fullName, email, password } = parseInput(newAccountSchema, input);
    const user = this.em.create(User, { fullName, email, role, passwordHash: await hashPassword(password) });
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new AppError('CONFLICT', EMAIL_TAKEN);
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
