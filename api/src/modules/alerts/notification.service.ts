import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, messages } from '../../common/app-error';
import { isUuid } from '../../common/validation';
import { isClientViewer, requireUser, workspaceOf } from '../auth/access';
import type { Viewer } from '../../common/viewer';
import type { NotificationEvents, NotificationSnapshot } from './notification-events';
import { Notification } from './notification.entity';

const MAX_LISTED = 100;

/** The viewer's inbox: their alerts, newest first. */
export class NotificationService {
  constructor(private readonly em: EntityManager) {}

  async list(viewer: Viewer, options: { limit?: number | null; unreadOnly?: boolean | null } = {}): Promise<Notification[]> {
    const user = requireUser(viewer);
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50) || 50, 1), MAX_LISTED);
    return this.em.find(Notification, { workspaceId: workspaceOf(user), ...(options.unreadOnly ? { readAt: null } : {}) }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /** A client viewer gets no alerts (the workspace's are its members'): none unread, so the header's bell reads as for anyone. */
  async unreadCount(viewer: Viewer): Promise<number> {
    const user = requireUser(viewer);
    if (isClientViewer(user)) return 0;
    return this.em.count(Notification, { workspaceId: workspaceOf(user), readAt: null });
  }

  async markRead(viewer: Viewer, id: string): Promise<Notification> {
    const user = requireUser(viewer);
    const notification = isUuid(id) ? await this.em.findOne(Notification, { id, workspaceId: workspaceOf(user) }) : null;
    if (!notification) throw new AppError('NOT_FOUND', messages.notFound);
    notification.readAt ??= new Date();
    await this.em.flush();
    return notification;
  }

  /** Marks every unread alert read; answers how many were. */
  async markAllRead(viewer: Viewer): Promise<number> {
    const user = requireUser(viewer);
    return this.em.nativeUpdate(Notification, { workspaceId: workspaceOf(user), readAt: null }, { readAt: new Date() });
  }

  /** The new alerts of the viewer's workspace as they are stored (by any process). */
  follow(viewer: Viewer, events: NotificationEvents): AsyncIterableIterator<NotificationSnapshot> {
    return events.subscribe(workspaceOf(requireUser(viewer)));
  }
}
