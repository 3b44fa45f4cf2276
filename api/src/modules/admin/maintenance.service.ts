import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, messages } from '../../common/app-error';
import { parseInput } from '../../common/validation';
import { admissionOf, requireAdmin, requireUser, type Viewer } from '../auth/access';
import type { SessionCache } from '../auth/session-cache';
import type { User } from '../auth/user.entity';
import { AppSetting } from './app-setting.entity';
import { maintenanceFlag } from './dto/inputs/maintenance.input';

const MAINTENANCE_KEY = 'maintenance';
/** SQL: whether maintenance is on, as isOn() reads it; the viewer's own read selects it in the same statement. */
export const MAINTENANCE_ON_SQL = `exists (select 1 from app_settings where key = '${MAINTENANCE_KEY}' and value = 'true'::jsonb)`;

export class MaintenanceService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions?: SessionCache,
  ) {}

  async isOn(): Promise<boolean> {
    const setting = await this.em.findOne(AppSetting, { key: MAINTENANCE_KEY });
    return setting?.value === true;
  }

  async set(viewer: Viewer, input: unknown): Promise<boolean> {
    requireAdmin(viewer);
    const enabled = parseInput(maintenanceFlag, input);
    await this.em.upsert(AppSetting, { key: MAINTENANCE_KEY, value: enabled, updatedAt: new Date() });
    // The sessions this process remembers carry the switch (other processes hear of it from the trigger).
    this.sessions?.forget();
    return enabled;
  }

  /**
   * The signed-in user, refused while maintenance is on unless they are an admin. requireUser already
   * refuses a viewer a request admitted; a User no request admitted is checked here.
   */
  async requireWorkingUser(viewer: Viewer): Promise<User> {
    const user = requireUser(viewer);
    if (!user.isAdmin && !admissionOf(user) && (await this.isOn())) throw new AppError('MAINTENANCE', messages.maintenance);
    return user;
  }
}
