import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/viewer';
import type { User } from '../auth/user.entity';
import { parseInput, type UntrustedInput } from '../../common/validation';
import { brandContrastWarnings } from './brand-contrast';
import { BrandKit } from './brand-kit.entity';
import { brandKitSchema } from './dto/inputs/brand-kit.input';
import { assertPlanIncludes, planIncludes } from './report-access';
import { RANKCRAFT_BRAND, type ReportBrand } from './report-html';
import { requireUser } from '../auth/access';

/** An agency's brand kit (Agency plan) and the brand a report is shown in. */
export class BrandKitService {
  constructor(
    private readonly em: EntityManager,
  ) {}

  async get(viewer: Viewer): Promise<BrandKit | null> {
    const user = requireUser(viewer);
    return this.em.findOne(BrandKit, { ownerId: user.id });
  }

  async save(viewer: Viewer, input: UntrustedInput<typeof brandKitSchema>): Promise<BrandKit> {
    const user = requireUser(viewer);
    assertPlanIncludes(user, 'brandKit');
    const { logo, ...fields } = parseInput(brandKitSchema, input);
    const kit = (await this.em.findOne(BrandKit, { ownerId: user.id }, { populate: ['logo'] })) ?? this.em.create(BrandKit, { ownerId: user.id, ...fields });
    this.em.assign(kit, fields);
    if (logo !== undefined) {
      kit.logo = logo?.content ?? null;
      kit.logoContentType = logo?.contentType ?? null;
    }
    await this.em.flush();
    return kit;
  }

  async logo(viewer: Viewer): Promise<{ contentType: string; content: Buffer } | null> {
    const user = requireUser(viewer);
    const kit = await this.em.findOne(BrandKit, { ownerId: user.id }, { populate: ['logo'] });
    return kit?.logo && kit.logoContentType ? { contentType: kit.logoContentType, content: kit.logo } : null;
  }

  /** The look of `owner`'s reports: their brand kit on a plan that includes it, otherwise Rankcraft's. */
  async brandOf(owner: User): Promise<ReportBrand> {
    if (!planIncludes(owner, 'brandKit')) return RANKCRAFT_BRAND;
    const kit = await this.em.findOne(BrandKit, { ownerId: owner.id }, { populate: ['logo'] });
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
}
