import type { EntityManager } from '@mikro-orm/postgresql';
import type { SerpDevice } from '../seo/serp/serp-provider';
import type { TrackingInstance } from '../tracker/tracking-instance.entity';

/**
 * Whether the instance tracks keywords on both devices (its own devices, or a keyword that names
 * another): its alerts and digests then say which device a move was on.
 */
export async function tracksBothDevices(em: EntityManager, instance: TrackingInstance): Promise<boolean> {
  if (new Set(instance.devices).size > 1) return true;
  const named = await em.execute<{ device: SerpDevice }[]>('select distinct device from tracking_keywords where instance_id = ? and device is not null', [instance.id]);
  return new Set([...instance.devices, ...named.map((row) => row.device)]).size > 1;
}

/** A line's suffix naming the device, when the instance tracks both. */
export function onDevice(device: SerpDevice, sayDevice: boolean): string {
  return sayDevice ? ` on ${device}` : '';
}
