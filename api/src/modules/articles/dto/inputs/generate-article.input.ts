import { z } from 'zod';
import { requiredText } from '../../../../common/validation';
import { MAX_KEYWORD_LENGTH } from './generate-articles.input';

/** REST `POST /api/generate-article` (spec §7): one article for a business and a keyword. */
export const generateArticleSchema = z.object({ business: requiredText('Business', 2000), keyword: requiredText('Keyword', MAX_KEYWORD_LENGTH) });
