import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { parseInput, type UntrustedInput } from '../../common/validation';
import { requireAdmin, requireSession } from '../auth/access';
import type { Viewer } from '../../common/viewer';
import type { newAccountSchema } from '../auth/dto/inputs/sign-up.input';
import type { AuthService } from '../auth/auth.service';
import { User, UserRole } from '../auth/user.entity';
import { roleSchema } from './dto/inputs/user-role.input';
import { adminMessages } from './admin.messages';

/** User management for admins: list, create, change roles. */
export class UserAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: AuthService,
  ) {}

  async list(viewer: Viewer): Promise<User[]> {
    requireAdmin(viewer);
    return this.em.find(User, {}, { orderBy: { createdAt: 'asc' }, populate: ['creditsUsed', 'keywordSearchesGranted'] });
  }

  /** Account changes need a signed-in session: a leaked token must not make an admin account that outlives it. */
  async create(viewer: Viewer, input: UntrustedInput<typeof newAccountSchema>): Promise<User> {
    requireSession(requireAdmin(viewer));
    const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
    if (![input.fullName, input.email, input.password].every(filled)) {
      throw new AppError('BAD_USER_INPUT', adminMessages.fillInAllFields);
    }
    return this.auth.createAccount(input, UserRole.user);
  }

  async setRole(viewer: Viewer, userId: string, role: unknown): Promise<User> {
    const admin = requireSession(requireAdmin(viewer));
    const newRole = parseInput(roleSchema, role);
    const user = await this.auth.findUserOrFail(userId);
    if (user.id === admin.id && newRole !== UserRole.admin) {
      // Keeps at least one way back into the admin area.
      throw new AppError('BAD_USER_INPUT', adminMessages.ownAdminRole);
    }
    user.role = newRole;
    await this.em.flush();
    return user;
  }
}
