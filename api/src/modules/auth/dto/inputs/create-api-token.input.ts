import { z } from 'zod';
import { requiredText } from '../../../../common/validation';
import { ApiTokenRole } from '../../api-token.entity';

/** A personal API token's name and role (the resolver's arguments, REST's fields); a token writes unless made read-only. */
export const newTokenSchema = z.object({
  name: requiredText('Name', 100),
  role: z.enum(ApiTokenRole, { error: 'Role must be read or write.' }).nullish().transform((role) => role ?? ApiTokenRole.write),
});
