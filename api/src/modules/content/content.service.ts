import { parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import type { ContentBriefService } from './content-brief.service';
import { keywordOnlyTarget, scoreContent, type ContentScore } from './content-score';
import { contentScoreSchema } from './dto/inputs/content-score.input';
import { requireUser, workspaceOf } from '../auth/access';

/** Content optimisation for a signed-in user: the content score of a text. */
export class ContentService {
  constructor(
    private readonly briefs: ContentBriefService,
  ) {}

  /** Scores a Markdown text against one of the user's content briefs, or for a keyword alone (the keyword-only target). */
  async score(viewer: Viewer, input: UntrustedInput<typeof contentScoreSchema>): Promise<ContentScore> {
    const user = requireUser(viewer);
    const { keyword, briefId, text, title, metaDescription } = parseInput(contentScoreSchema, input);
    const target = briefId ? (await this.briefs.scoreTargetFor(workspaceOf(user), briefId)).target : keywordOnlyTarget(keyword!);
    return scoreContent({ text, title, metaDescription }, target);
  }
}
