import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import type { Viewer } from '../../common/viewer';
import type { User } from '../auth/user.entity';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import { brandContrastWarnings } from './brand-contrast';
import { BrandKit } from './brand-kit.entity';
import { brandKitSchema } from './dto/inputs/brand-kit.input';
import { assertPlanIncludes, planIncludes } from './report-access';
import { RANKCRAFT_BRAND, type ReportBrand } from './report-html';
import { requireUser } from '../auth/access';

export const BRAND_KIT_NOT_FOUND = 'Brand kit not found.';
export const DEFAULT_KIT_DELETE_REFUSED = 'Make another brand kit the default before deleting this one.';

type BrandKitFields = Omit<ReturnType<typeof brandKitSchema.parse>, 'logo' | 'name' | 'isDefault'>;

/**
 * An agency's brand kits (Agency plan), one per client, one of them the default, and the brand a
 * report is shown in. No limit on the number of kits: the plan that has kits is the agency plan.
 */
export class BrandKitService {
  constructor(
    private readonly em: EntityManager,
  ) {}

  async list(viewer: Viewer): Promise<BrandKit[]> {
    const user = requireUser(viewer);
    return this.em.find(BrandKit, { ownerId: user.id }, { orderBy: { isDefault: 'desc', name: 'asc', createdAt: 'asc' } });
  }

  /** The default kit, or null until one is saved. */
  async get(viewer: Viewer): Promise<BrandKit | null> {
    const user = requireUser(viewer);
    return this.em.findOne(BrandKit, { ownerId: user.id, isDefault: true });
  }

  /** Saves the default kit, creating it on first use (the single-kit route). */
  async save(viewer: Viewer, input: UntrustedInput<typeof brandKitSchema>): Promise<BrandKit> {
    const user = requireUser(viewer);
    assertPlanIncludes(user, 'brandKit');
    const parsed = parseInput(brandKitSchema, input);
    const kit = await this.em.findOne(BrandKit, { ownerId: user.id, isDefault: true }, { populate: ['logo'] });
    if (kit) return this.apply(kit, parsed);
    return this.apply(this.em.create(BrandKit, { ownerId: user.id, name: parsed.name ?? parsed.agencyName, isDefault: true, ...fieldsOf(parsed) }), parsed);
  }

  async create(viewer: Viewer, input: UntrustedInput<typeof brandKitSchema>): Promise<BrandKit> {
    const user = requireUser(viewer);
    assertPlanIncludes(user, 'brandKit');
    const parsed = parseInput(brandKitSchema, input);
    const first = (await this.em.count(BrandKit, { ownerId: user.id })) === 0;
    const kit = this.em.create(BrandKit, { ownerId: user.id, name: parsed.name ?? parsed.agencyName, isDefault: first, ...fieldsOf(parsed) });
    return this.apply(kit, parsed);
  }

  async update(viewer: Viewer, id: string, input: UntrustedInput<typeof brandKitSchema>): Promise<BrandKit> {
    const user = requireUser(viewer);
    assertPlanIncludes(user, 'brandKit');
    const kit = await this.owned(user, id);
    return this.apply(kit, parseInput(brandKitSchema, input));
  }

  /** Deletes a kit; the default goes last, so reports always have a kit to fall back to. */
  async delete(viewer: Viewer, id: string): Promise<void> {
    const user = requireUser(viewer);
    const kit = await this.owned(user, id);
    if (kit.isDefault && (await this.em.count(BrandKit, { ownerId: user.id })) > 1) throw new AppError('CONFLICT', DEFAULT_KIT_DELETE_REFUSED);
    await this.em.remove(kit).flush();
  }

  async logo(viewer: Viewer): Promise<{ contentType: string; content: Buffer } | null> {
    const user = requireUser(viewer);
    const kit = await this.em.findOne(BrandKit, { ownerId: user.id, isDefault: true }, { populate: ['logo'] });
    return kit?.logo && kit.logoContentType ? { contentType: kit.logoContentType, content: kit.logo } : null;
  }

  /** The look of `owner`'s reports: their default brand kit on a plan that includes it, otherwise Rankcraft's. */
  async brandOf(owner: User): Promise<ReportBrand> {
    if (!planIncludes(owner, 'brandKit')) return RANKCRAFT_BRAND;
    const kit = await this.em.findOne(BrandKit, { ownerId: owner.id, isDefault: true }, { populate: ['logo'] });
    if (!kit) return RANKCRAFT_BRAND;
    return {
      agencyName: kit.agencyName,
      logoDataUri: kit.logo && kit.logoContentType ? `data:${kit.logoContentType};base64,${kit.logo.toString('base64')}` : null,
      primaryColor: kit.primaryColor,
      accentColor: kit.accentColor,
      footerText: kit.footerText,
      showRankcraftBranding: !kit.hideRankcraftBranding,
    };
  }

  static warnings(kit: Pick<BrandKit, 'primaryColor' | 'accentColor'>): string[] {
    return brandContrastWarnings(kit.primaryColor, kit.accentColor);
  }

  private async owned(user: User, id: string): Promise<BrandKit> {
    const kit = isUuid(id) ? await this.em.findOne(BrandKit, { id, ownerId: user.id }, { populate: ['logo'] }) : null;
    if (!kit) throw new AppError('NOT_FOUND', BRAND_KIT_NOT_FOUND);
    return kit;
  }

  private async apply(kit: BrandKit, parsed: ReturnType<typeof brandKitSchema.parse>): Promise<BrandKit> {
    this.em.assign(kit, fieldsOf(parsed));
    if (parsed.name !== undefined) kit.name = parsed.name;
    if (parsed.logo !== undefined) {
      kit.logo = parsed.logo?.content ?? null;
      kit.logoContentType = parsed.logo?.contentType ?? null;
    }
    if (parsed.isDefault && !kit.isDefault) {
      // One default per account (a unique index): the old default gives way before this one takes over.
      await this.em.nativeUpdate(BrandKit, { ownerId: kit.ownerId, isDefault: true }, { isDefault: false });
      kit.isDefault = true;
    }
    await this.em.flush();
    return kit;
  }
}

function fieldsOf(parsed: ReturnType<typeof brandKitSchema.parse>): BrandKitFields {
  const { logo: _logo, name: _name, isDefault: _isDefault, ...fields } = parsed;
  return fields;
}
