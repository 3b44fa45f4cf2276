import { keywordOnlyTarget, scoreContent, type ContentScore, type ScoreTarget } from '../content/content-score';
import { ScoreTargetKind } from './score-target-kind';

/** What article writing reads from a content brief: its score target, the competitors' median score, their headings and questions. */
export interface ArticleBrief {
  target: ScoreTarget;
  competitorMedian: number;
  /** The competitors' H2 headings, most common first. */
  headings: string[];
  /** People Also Ask questions, when the SERP had them. */
  questions: string[];
}

/** Content briefs as the articles module reads them (the content briefs service stands behind it). */
export interface ArticleBriefs {
  /** The owner's brief; throws NOT_FOUND for a brief that is missing or someone else's. */
  briefFor(workspaceId: string, briefId: string): Promise<ArticleBrief>;
}

export interface ArticleScoreTarget {
  kind: ScoreTargetKind;
  target: ScoreTarget;
  /** The score the optimise step aims for: the competitors' median with a brief, else the configured goal. */
  goal: number;
  brief: ArticleBrief | null;
}

export interface ScoredText {
  title: string | null;
  metaDescription: string | null;
  /** The whole article as stored: may start with a META line. */
  text: string;
}

/** The article's Markdown without its META line, which is the meta description, not part of the page. */
export function articleBody(text: string): string {
  return text.replace(/^\s*META:.*(\r?\n)*/, '');
}

/** The stored text of an article from its parts: the META line (when there is a description), a blank line, the body. */
export function composeArticleText(metaDescription: string | null, body: string): string {
  return `${metaDescription ? `META: ${metaDescription}\n\n` : ''}${articleBody(body).trim()}`;
}

export interface ArticleScoringDeps {
  briefs: ArticleBriefs;
  defaultGoal: number;
}

/** Scores articles: the one place that chooses an article's target (its content brief's, else the keyword alone). */
export class ArticleScoring {
  private readonly briefs: ArticleBriefs;
  private readonly defaultGoal: number;

  constructor({ briefs, defaultGoal }: ArticleScoringDeps) {
    this.briefs = briefs;
    this.defaultGoal = defaultGoal;
  }

  async targetOf(article: { workspaceId: string; keyword: string; briefId: string | null }): Promise<ArticleScoreTarget> {
    if (!article.briefId) return { kind: ScoreTargetKind.KEYWORD, target: keywordOnlyTarget(article.keyword), goal: this.defaultGoal, brief: null };
    const brief = await this.briefs.briefFor(article.workspaceId, article.briefId);
    return { kind: ScoreTargetKind.BRIEF, target: brief.target, goal: Math.round(brief.competitorMedian), brief };
  }
}

export function scoreArticleText(article: ScoredText, target: ScoreTarget): ContentScore {
  return scoreContent(
    { text: articleBody(article.text), title: article.title ?? undefined, metaDescription: article.metaDescription ?? undefined },
    target,
  );
}
