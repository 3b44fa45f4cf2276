import { parseInput, type UntrustedInput } from '../../common/validation';
import type { MaintenanceService } from '../admin/maintenance.service';
import type { Viewer } from '../auth/access';
import type { ContentBriefService } from './content-brief.service';
import { keywordOnlyTarget, scoreContent, type ContentScore } from './content-score';
import { contentScoreSchema } from './dto/inputs/content-score.input';

/** Content optimisation for a signed-in user: the content score of a text. */
export class ContentService {
  constructor(
    private readonly maintenance: MaintenanceService,
    private readonly briefs: ContentBriefService,
  ) {}

  /** Scores a Markdown text against one of the user's content briefs, or for a keyword alone (the keyword-only target). */
  async score(viewer: Viewer, input: UntrustedInput<typeof contentScoreSchema>): Promise<ContentScore> {
    const user = await this.maintenance.requireWorkingUser(viewer);
    const { keyword, briefId, text, title, metaDescription } = parseInput(contentScoreSchema, input);
    const target = briefId ? (await this.briefs.scoreTargetFor(user.id, briefId)).target : keywordOnlyTarget(keyword!);
    return scoreContent({ text, title, metaDescription }, target);
  }
}
