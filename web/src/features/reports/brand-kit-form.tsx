import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { TextField } from '../../components/ui/text-field';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../lib/graphql-error';
import { contrastWarnings, textColorOn } from './brand-contrast';
import { BrandKitFieldsFragment, BrandKitsQuery, CreateBrandKitMutation, UpdateBrandKitMutation } from './reports-documents';

const MAX_LOGO_BYTES = 256 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export interface SavedBrandKit {
  id: string;
  name: string;
  isDefault: boolean;
  agencyName: string;
  primaryColor: string;
  accentColor: string;
  footerText: string;
  hideRankcraftBranding: boolean;
  hasLogo: boolean;
  /** The reports shown in this kit (for the default kit, also those that chose none). */
  reportNames: string[];
}

/** One brand kit (a new one while `saved` is null) with a live preview of a report's header and the contrast warnings. */
export function BrandKitForm({ saved, onSaving, onSaved, onCancel }: { saved: SavedBrandKit | null; onSaving?(): void; onSaved(id: string): void; onCancel?(): void }) {
  const [name, setName] = React.useState(saved?.name ?? '');
  const [agencyName, setAgencyName] = React.useState(saved?.agencyName ?? '');
  const [primaryColor, setPrimaryColor] = React.useState(saved?.primaryColor ?? '#1f2937');
  const [accentColor, setAccentColor] = React.useState(saved?.accentColor ?? '#2563eb');
  const [footerText, setFooterText] = React.useState(saved?.footerText ?? '');
  const [hideBranding, setHideBranding] = React.useState(saved?.hideRankcraftBranding ?? false);
  // undefined: keep the stored logo; null: remove it; a data: URL: the new one.
  const [logo, setLogo] = React.useState<string | null | undefined>(undefined);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [savedNote, setSavedNote] = React.useState(false);
  const [create, creating] = useMutation(CreateBrandKitMutation, { refetchQueries: [BrandKitsQuery], awaitRefetchQueries: true });
  const [update, updating] = useMutation(UpdateBrandKitMutation, { refetchQueries: [BrandKitsQuery], awaitRefetchQueries: true });
  const saving = creating.loading || updating.loading;
  const warnings = contrastWarnings(primaryColor, accentColor);
  const headerText = textColorOn(primaryColor);

  async function chooseLogo(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) return setProblem('The logo must be a PNG, JPEG or WebP image.');
    if (file.size > MAX_LOGO_BYTES) return setProblem('The logo must be at most 256 KB.');
    setLogo(await readAsDataUrl(file));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    setSavedNote(false);
    onSaving?.();
    try {
      const input = { name, agencyName, primaryColor, accentColor, footerText, hideRankcraftBranding: hideBranding, ...(logo === undefined ? {} : { logo }) };
      if (saved) {
        await update({ variables: { id: saved.id, input } });
      } else {
        const result = await create({ variables: { input } });
        const created = getFragmentData(BrandKitFieldsFragment, result.data?.createBrandKit);
        if (created) onSaved(created.id);
      }
      setSavedNote(true);
    } catch (failure) {
      setProblem(errorMessage(failure, 'The brand kit could not be saved.'));
    }
  }

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-6 lg:grid-cols-2" noValidate>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <TextField
            id="brand-name"
            label="Kit name"
            hint="Usually the client this kit is for; left empty, the agency name."
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField id="brand-agency" label="Agency name" value={agencyName} maxLength={100} onChange={(event) => setAgencyName(event.target.value)} />
          <div className="grid gap-2">
            <Label htmlFor="brand-logo">Logo (PNG, JPEG or WebP, up to 256 KB)</Label>
            <input id="brand-logo" type="file" accept={LOGO_TYPES.join(',')} className="text-sm" onChange={(event) => void chooseLogo(event.target.files?.[0])} />
            {saved?.hasLogo || logo ? (
              <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setLogo(null)} disabled={logo === null}>
                {logo === null ? 'Logo will be removed' : 'Remove logo'}
              </Button>
            ) : null}
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="grid gap-2">
              <Label htmlFor="brand-primary">Primary colour</Label>
              <input id="brand-primary" type="color" value={primaryColor} onChange={(event) => setPrimaryColor(event.target.value)} className="h-10 w-full rounded-md border" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="brand-accent">Accent colour</Label>
              <input id="brand-accent" type="color" value={accentColor} onChange={(event) => setAccentColor(event.target.value)} className="h-10 w-full rounded-md border" />
            </div>
          </div>
          <TextField id="brand-footer" label="Footer text" value={footerText} maxLength={300} onChange={(event) => setFooterText(event.target.value)} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={hideBranding} onChange={(event) => setHideBranding(event.target.checked)} />
            Hide Rankcraft branding
          </label>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
          {savedNote ? <p role="status" className="text-sm text-muted-foreground">Brand kit saved. Rebuild a report to see it in its PDF.</p> : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            {onCancel ? (
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Save brand kit'}
            </Button>
          </div>
        </CardContent>
      </Card>
      <div className="grid content-start gap-3">
        <h2 className="text-lg font-semibold">Preview</h2>
        <div className="overflow-hidden rounded-lg border bg-white text-[#111827]" aria-label="Report preview">
          <div style={{ background: primaryColor, color: headerText }} className="p-4">
            <p className="flex items-center gap-2 text-sm font-bold">
              {typeof logo === 'string' ? <img src={logo} alt="" className="max-h-8 max-w-32" /> : null}
              {agencyName || 'Your agency'}
            </p>
            <p className="mt-2 text-xl font-bold">Monthly SEO report</p>
            <p className="text-xs">Prepared for Client · Last 30 days</p>
          </div>
          <div className="p-4">
            <p style={{ color: accentColor }} className="text-base font-bold">
              Ranking summary
            </p>
            <p className="text-xs text-[#4b5563]">Your figures and your competitors’, period against period.</p>
            <p className="mt-4 border-t pt-2 text-[10px] text-[#4b5563]">
              {footerText}
              {hideBranding ? '' : `${footerText ? ' · ' : ''}Made with Rankcraft`}
            </p>
          </div>
        </div>
        {warnings.length > 0 ? (
          <div role="status" className="grid gap-1 rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-900">
            {warnings.map((warning) => (
              <p key={warning} className="flex gap-2">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {warning}
              </p>
            ))}
          </div>
        ) : null}
      </div>
    </form>
  );
}
