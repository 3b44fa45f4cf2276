import { z } from 'zod';
import { requiredText } from '../../../../common/validation';

/** A personal API token's name (the resolver's `name` argument, REST's `name` field). */
export const newTokenSchema = z.object({ name: requiredText('Name', 100) });
