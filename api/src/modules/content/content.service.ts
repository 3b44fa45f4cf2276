import { parseInput, type UntrustedInput } from '../../common/validation';
import type { MaintenanceService } from '../admin/maintenance.service';
import type { Viewer } from '../auth/access';
import { keywordOnlyTarget, scoreContent, type ContentScore } from './content-score';
import { contentScoreSchema } from './dto/inputs/content-score.input';

/** Content optimisation for a signed-in user: the content score of a text. */
export class ContentService {
  constructor(private readonly maintenance: MaintenanceService) {}

  /** Scores a Markdown text for a keyword (the keyword-only target until briefs exist for it). */
  async score(viewer: Viewer, input: UntrustedInput<typeof contentScoreSchema>): Promise<ContentScore> {
    await this.maintenance.requireWorkingUser(viewer);
    const { keyword, text, title, metaDescription } = parseInput(contentScoreSchema, input);
    return scoreContent({ text, title, metaDescription }, keywordOnlyTarget(keyword));
  }
}
