import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../../gql';
import { Label } from '../../components/ui/label';
import { useToolAccess } from '../research/tool-access';
import { BRAND_KIT } from './report-plan-tools';
import { NATIVE_SELECT } from './report-sections-editor';
import { BrandKitFieldsFragment, BrandKitsQuery } from './reports-documents';

interface ReportBrandingFieldsProps {
  /** The chosen kit's id; '' for the account's default kit. */
  brandKitId: string;
  onBrandKitChange(id: string): void;
  coverPage: boolean;
  onCoverPageChange(on: boolean): void;
}

/** Which brand kit a report is shown and emailed in, and whether it opens with a cover page. */
export function ReportBrandingFields({ brandKitId, onBrandKitChange, coverPage, onCoverPageChange }: ReportBrandingFieldsProps) {
  const access = useToolAccess('brandKit', BRAND_KIT);
  const allowed = access.status === 'allowed';
  const { data } = useQuery(BrandKitsQuery, { skip: !allowed });
  const kits = getFragmentData(BrandKitFieldsFragment, data?.brandKits) ?? [];
  const defaultKit = kits.find((kit) => kit.isDefault);

  return (
    <>
      {access.status === 'refused' ? (
        <p className="text-sm text-muted-foreground sm:col-span-2">Reports on your plan carry Rankcraft’s look. {access.message}</p>
      ) : allowed && data && kits.length === 0 ? (
        <p className="text-sm text-muted-foreground sm:col-span-2">
          No brand kit yet: the report carries Rankcraft’s look.{' '}
          <Link to="/reports/brand-kit" className="font-medium text-primary underline-offset-4 hover:underline">
            Add a brand kit
          </Link>
        </p>
      ) : allowed && kits.length > 0 ? (
        <div className="grid gap-2">
          <Label htmlFor="report-brand-kit">Brand kit</Label>
          <select id="report-brand-kit" className={NATIVE_SELECT} value={brandKitId} onChange={(event) => onBrandKitChange(event.target.value)}>
            <option value="">{defaultKit ? `Default kit (${defaultKit.name})` : 'Default kit'}</option>
            {kits.map((kit) => (
              <option key={kit.id} value={kit.id}>
                {kit.name}
              </option>
            ))}
          </select>
          <p className="text-xs text-muted-foreground">Its logo, name and colours on the PDF, the share page and the report’s emails.</p>
        </div>
      ) : null}
      <div className="grid gap-1 sm:col-span-2">
        <label htmlFor="report-cover" className="flex items-center gap-2 text-sm font-medium">
          <input id="report-cover" type="checkbox" aria-describedby="report-cover-hint" checked={coverPage} onChange={(event) => onCoverPageChange(event.target.checked)} />
          Cover page
        </label>
        <p id="report-cover-hint" className="text-xs text-muted-foreground">
          A first page with the logo, the report’s name, the client and the date range.
        </p>
      </div>
    </>
  );
}
