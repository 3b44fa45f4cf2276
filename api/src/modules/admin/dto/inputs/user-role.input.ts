import { z } from 'zod';
import { UserRole } from '../../../auth/user.entity';

/** The role an admin gives a user (setUserRole's `role`, REST's `role`). */
export const roleSchema = z.enum(UserRole, { error: 'Role must be user or admin.' });
