import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { isUuid } from '../../common/validation';
import { projectFilterOf, workspaceOf } from '../auth/access';
import { JobStatus } from '../jobs/job.entity';
import type { User } from '../auth/user.entity';
import { AiVisibilityProject } from './ai-visibility-project.entity';
import { aiVisibilityMessages } from './ai-visibility.messages';

/** A project `user` may read: for a client viewer, only their client's; another workspace's is "not found". */
export async function findReadableProjectOrFail(em: EntityManager, user: User, projectId: string): Promise<AiVisibilityProject> {
  const project = isUuid(projectId) ? await em.findOne(AiVisibilityProject, { id: projectId, ...projectFilterOf(user) }) : null;
  if (!project) throw new AppError('NOT_FOUND', aiVisibilityMessages.projectNotFound);
  return project;
}

/** A project of the workspace `user` works in, for changes and runs (a client viewer is refused by workspaceOf). */
export async function findWorkableProjectOrFail(em: EntityManager, user: User, projectId: string): Promise<AiVisibilityProject> {
  const project = isUuid(projectId) ? await em.findOne(AiVisibilityProject, { id: projectId, workspaceId: workspaceOf(user) }) : null;
  if (!project) throw new AppError('NOT_FOUND', aiVisibilityMessages.projectNotFound);
  return project;
}

/** Whether a run of the project has not ended. */
export async function runUnderWay(em: EntityManager, projectId: string): Promise<boolean> {
  const [row] = await em.execute<{ count: string | number }[]>(
    `select count(*) as count from ai_visibility_runs r join jobs j on j.id = r.job_id where r.project_id = ? and j.status in (?, ?)`,
    [projectId, JobStatus.queued, JobStatus.running],
  );
  return Number(row?.count ?? 0) > 0;
}

/** The project's brands, its own first. */
export function brandsOf(project: Pick<AiVisibilityProject, 'brand' | 'competitors'>) {
  return [project.brand, ...project.competitors];
}
