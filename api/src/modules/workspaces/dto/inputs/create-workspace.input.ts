import { z } from 'zod';
import { requiredText } from '../../../../common/validation';

/** A new workspace's name (the resolver's `name` argument, REST's `name` field). */
export const newWorkspaceSchema = z.object({ name: requiredText('Name', 100) });
