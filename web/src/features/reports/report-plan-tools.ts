import type { ToolName } from '../research/tool-access';

/** The report tools a plan may lack, named as the server's refusals name them (api reports/report-access.ts). */
export const CLIENT_REPORTS: ToolName = { name: 'Client reports', plural: true };
export const BRAND_KIT: ToolName = { name: 'The brand kit' };
export const SCHEDULED_REPORTS: ToolName = { name: 'Scheduled report delivery' };
