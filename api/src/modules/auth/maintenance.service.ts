import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { requireAdmin } from './access';
import { AppSetting } from './app-setting.entity';
import { maintenanceFlag } from './dto/inputs/maintenance.input';
import type { SessionCache } from './session-cache';

const MAINTENANCE_KEY = 'maintenance';
/** SQL: whether maintenance is on, as isOn() reads it; the viewer's own read selects it in the same statement. */
export const MAINTENANCE_ON_SQL = `exists (select 1 from app_settings where key = '${MAINTENANCE_KEY}' and value = 'true'::jsonb)`;

/**
 * The maintenance switch. What it holds back is decided in one place, `requireUser` (access.ts): the
 * request context reads the switch with the viewer and records whether it holds them.
 */
export class MaintenanceService {
  /** The switch as this unit of work's session read found it (`saw`): the request's reads of it need not ask again. */
  private seen?: boolean;

  constructor(
    private readonly em: EntityManager,
    private readonly sessions?: SessionCache,
  ) {}

  /** Records the switch as read with the request's session (AuthService.sessionOf selects it with the user). */
  saw(on: boolean): void {
    this.seen = on;
  }

  async isOn(): Promise<boolean> {
    if (this.seen !== undefined) return this.seen;
    const setting = await this.em.findOne(AppSetting, { key: MAINTENANCE_KEY });
    return setting?.value === true;
  }

  async set(viewer: Viewer, input: unknown): Promise<boolean> {
    requireAdmin(viewer);
    const enabled = parseInput(maintenanceFlag, input);
    await this.em.upsert(AppSetting, { key: MAINTENANCE_KEY, value: enabled, updatedAt: new Date() });
    // The sessions this process remembers carry the switch (other processes hear of it from the trigger).
    this.sessions?.forget();
    this.seen = enabled;
    return enabled;
  }
}
