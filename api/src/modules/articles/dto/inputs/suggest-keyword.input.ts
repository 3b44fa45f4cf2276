import { z } from 'zod';
import { requiredText } from '../../../../common/validation';

/** A business description, for the one seed keyword the language model suggests (the resolver's `description` argument). */
export const suggestKeywordSchema = z.object({ description: requiredText('Description', 2000) });
