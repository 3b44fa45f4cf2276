import { DEFAULT_ACCENT_COLOR, DEFAULT_PRIMARY_COLOR } from './brand-kit.entity';

/** How a report looks: the agency's brand kit (Agency plan) or Rankcraft's own. */
export interface ReportBrand {
  agencyName: string | null;
  /** A data: URI (the logo is stored in the database; the page loads nothing from anywhere). */
  logoDataUri: string | null;
  primaryColor: string;
  accentColor: string;
  footerText: string;
  showRankcraftBranding: boolean;
}

export const RANKCRAFT_BRAND: ReportBrand = {
  agencyName: null,
  logoDataUri: null,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  accentColor: DEFAULT_ACCENT_COLOR,
  footerText: '',
  showRankcraftBranding: true,
};
