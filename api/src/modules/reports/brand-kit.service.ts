import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import type { Viewer } from '../../common/viewer';
import type { User } from '../auth/user.entity';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import { brandContrastWarnings } from './brand-contrast';
import { BrandKit } from './brand-kit.entity';
import { brandKitSchema } from './dto/inputs/brand-kit.input';
import { assertPlanIncludes, planIncludes } from './report-access';
import { RANKCRAFT_BRAND, type ReportBrand } from './report-brand';
import { Report } from './report.entity';
import { reportsMessages } from './reports.messages';
import { payerOf, requireUser, workspaceOf } from '../auth/access';

/** A kit with the names of the reports shown in it, so deleting it can say what changes. */
export interface BrandKitInUse {
  kit: BrandKit;
  reportNames: string[];
}

type BrandKitFields = Omit<ReturnType<typeof brandKitSchema.parse>, 'logo' | 'name' | 'isDefault'>;

/**
 * An agency's brand kits (Agency plan), one per client, one of them the default, and the brand a
 * report is shown in. No limit on the number of kits: the plan that has kits is the agency plan.
 */
export class BrandKitService {
  constructor(
    private readonly em: EntityManager,
  ) {}

  async list(viewer: Viewer): Promise<BrandKitInUse[]> {
    const user = requireUser(viewer);
    return this.inUse(user.id, await this.em.find(BrandKit, { workspaceId: workspaceOf(user) }, { orderBy: { isDefault: 'desc', name: 'asc', createdAt: 'asc' } }));
  }

  /** The default kit, or null until one is saved. */
  async get(viewer: Viewer): Promise<BrandKitInUse | null> {
    const user = requireUser(viewer);
    const kit = await this.em.findOne(BrandKit, { workspaceId: workspaceOf(user), isDefault: true });
    return kit ? this.oneInUse(kit) : null;
  }

  /** Saves the default kit, creating it on first use (the single-kit route). */
  async save(viewer: Viewer, input: UntrustedInput<typeof brandKitSchema>): Promise<BrandKitInUse> {
    const user = requireUser(viewer);
    assertPlanIncludes(payerOf(user), 'brandKit');
    const parsed = parseInput(brandKitSchema, input);
    const kit = await this.em.findOne(BrandKit, { workspaceId: workspaceOf(user), isDefault: true }, { populate: ['logo'] });
    if (kit) return this.apply(kit, parsed);
    return this.apply(this.em.create(BrandKit, { ownerId: user.id, workspaceId: workspaceOf(user), name: parsed.name ?? parsed.agencyName, isDefault: true, ...fieldsOf(parsed) }), parsed);
  }

  async create(viewer: Viewer, input: UntrustedInput<typeof brandKitSchema>): Promise<BrandKitInUse> {
    const user = requireUser(viewer);
    assertPlanIncludes(payerOf(user), 'brandKit');
    const parsed = parseInput(brandKitSchema, input);
    const first = (await this.em.count(BrandKit, { workspaceId: workspaceOf(user) })) === 0;
    const kit = this.em.create(BrandKit, { ownerId: user.id, workspaceId: workspaceOf(user), name: parsed.name ?? parsed.agencyName, isDefault: first, ...fieldsOf(parsed) });
    return this.apply(kit, parsed);
  }

  async update(viewer: Viewer, id: string, input: UntrustedInput<typeof brandKitSchema>): Promise<BrandKitInUse> {
    const user = requireUser(viewer);
    assertPlanIncludes(payerOf(user), 'brandKit');
    const kit = await this.owned(user, id);
    return this.apply(kit, parseInput(brandKitSchema, input));
  }

  /**
   * Deletes a kit; the reports that chose it fall back to the default kit (the database clears their
   * choice). The default goes last, so reports always have a kit to fall back to.
   */
  async delete(viewer: Viewer, id: string): Promise<void> {
    const user = requireUser(viewer);
    const kit = await this.owned(user, id);
    if (kit.isDefault && (await this.em.count(BrandKit, { workspaceId: workspaceOf(user) })) > 1) throw new AppError('CONFLICT', reportsMessages.defaultBrandKitDeleteRefused);
    await this.em.remove(kit).flush();
  }

  /** Refuses a report's choice of kit unless it is one of the user's own and their plan has brand kits; null (the default) always passes. */
  async assertUsableForReport(user: User, brandKitId: string | null): Promise<void> {
    if (brandKitId === null) return;
    assertPlanIncludes(payerOf(user), 'brandKit');
    await this.owned(user, brandKitId);
  }

  async logo(viewer: Viewer): Promise<{ contentType: string; content: Buffer } | null> {
    const user = requireUser(viewer);
    const kit = await this.em.findOne(BrandKit, { workspaceId: workspaceOf(user), isDefault: true }, { populate: ['logo'] });
    return kit?.logo && kit.logoContentType ? { contentType: kit.logoContentType, content: kit.logo } : null;
  }

  /**
   * The look of one of `owner`'s reports: the kit it chose, else their default kit, on a plan that
   * includes brand kits; otherwise (or with no kit at all) Rankcraft's.
   */
  async brandOf(owner: User, report: Pick<Report, 'brandKitId' | 'workspaceId'>): Promise<ReportBrand> {
    if (!planIncludes(owner, 'brandKit')) return RANKCRAFT_BRAND;
    const chosen = report.brandKitId ? await this.em.findOne(BrandKit, { id: report.brandKitId, workspaceId: report.workspaceId }, { populate: ['logo'] }) : null;
    const kit = chosen ?? (await this.em.findOne(BrandKit, { workspaceId: report.workspaceId, isDefault: true }, { populate: ['logo'] }));
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
    const kit = isUuid(id) ? await this.em.findOne(BrandKit, { id, workspaceId: workspaceOf(user) }, { populate: ['logo'] }) : null;
    if (!kit) throw new AppError('NOT_FOUND', reportsMessages.brandKitNotFound);
    return kit;
  }

  private async oneInUse(kit: BrandKit): Promise<BrandKitInUse> {
    return (await this.inUse(kit.ownerId, [kit]))[0];
  }

  /** Each kit with the reports shown in it: those that chose it, and for the default those that chose none. */
  private async inUse(ownerId: string, kits: BrandKit[]): Promise<BrandKitInUse[]> {
    const reports = await this.em.find(Report, { ownerId }, { fields: ['name', 'brandKitId'], orderBy: { name: 'asc', id: 'asc' }, disableIdentityMap: true });
    return kits.map((kit) => ({
      kit,
      reportNames: reports.filter((report) => report.brandKitId === kit.id || (kit.isDefault && report.brandKitId === null)).map((report) => report.name),
    }));
  }

  private async apply(kit: BrandKit, parsed: ReturnType<typeof brandKitSchema.parse>): Promise<BrandKitInUse> {
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
    return this.oneInUse(kit);
  }
}

function fieldsOf(parsed: ReturnType<typeof brandKitSchema.parse>): BrandKitFields {
  const { logo: _logo, name: _name, isDefault: _isDefault, ...fields } = parsed;
  return fields;
}
