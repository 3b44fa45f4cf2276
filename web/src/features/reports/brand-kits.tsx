import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Plus } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../lib/graphql-error';
import { BrandKitForm, type SavedBrandKit } from './brand-kit-form';
import { BrandKitFieldsFragment, BrandKitsQuery, DeleteBrandKitMutation, UpdateBrandKitMutation } from './reports-documents';

/** NEW_KIT while a kit is being added, a kit's id while it is edited. */
type Editing = string;
const NEW_KIT = 'new';

/**
 * The kit in the form and the form's React key. A save pins the form shown (the kits refetched after it
 * would otherwise move the first kit's form to the new default), and a kit just created keeps the key of
 * the form that created it: a remount would lose its "saved" note and its focus.
 */
interface OpenForm {
  editing: Editing;
  formKey: string;
}

/** An agency's brand kits, one per client: the list, the default, and the form of the kit being edited. */
export function BrandKits() {
  const { data, loading, error, refetch } = useQuery(BrandKitsQuery);
  const kits = getFragmentData(BrandKitFieldsFragment, data?.brandKits) ?? [];
  const [open, setOpen] = React.useState<OpenForm | null>(null);
  // Each "Add brand kit" opens a fresh form, even right after the previous new kit was saved.
  const [added, setAdded] = React.useState(0);
  const [deleting, setDeleting] = React.useState<SavedBrandKit | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [remove] = useMutation(DeleteBrandKitMutation, { refetchQueries: [BrandKitsQuery], awaitRefetchQueries: true });
  const [update] = useMutation(UpdateBrandKitMutation, { refetchQueries: [BrandKitsQuery], awaitRefetchQueries: true });
  const listHeading = React.useRef<HTMLHeadingElement>(null);

  if (error && !data) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
        {errorMessage(error, 'The brand kits could not be loaded.')}
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (loading && !data) return <Spinner label="Loading the brand kits" />;

  // With no kit yet, the form to add the first one is the page.
  const current: Editing | null = open?.editing ?? (kits.length === 0 ? NEW_KIT : (kits.find((kit) => kit.isDefault)?.id ?? null));
  const currentKit = kits.find((kit) => kit.id === current) ?? null;
  const formKey = open?.formKey ?? current ?? NEW_KIT;

  function edit(id: Editing) {
    setOpen({ editing: id, formKey: id });
  }

  function add() {
    setOpen({ editing: NEW_KIT, formKey: `${NEW_KIT}-${added + 1}` });
    setAdded(added + 1);
  }

  async function makeDefault(kit: SavedBrandKit) {
    setProblem(null);
    try {
      // The input's fields only (the kit read from the cache also carries __typename and hasLogo); the logo is kept.
      const { id, name, agencyName, primaryColor, accentColor, footerText, hideRankcraftBranding } = kit;
      await update({ variables: { id, input: { name, agencyName, primaryColor, accentColor, footerText, hideRankcraftBranding, isDefault: true } } });
    } catch (failure) {
      setProblem(errorMessage(failure, 'The default brand kit could not be changed.'));
    }
  }

  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button asChild variant="outline" className="self-start">
          <Link to="/reports">
            <ArrowLeft aria-hidden="true" />
            Reports
          </Link>
        </Button>
        {kits.length > 0 ? (
          <Button className="self-start" onClick={add} disabled={current === NEW_KIT}>
            <Plus aria-hidden="true" />
            Add brand kit
          </Button>
        ) : null}
      </div>
      {kits.length > 0 ? (
        <section aria-labelledby="brand-kits-heading" className="grid gap-3">
          <h2 id="brand-kits-heading" ref={listHeading} tabIndex={-1} className="text-lg font-semibold">
            Your brand kits ({kits.length})
          </h2>
          <ul className="grid gap-2">
            {kits.map((kit) => (
              <li key={kit.id}>
                <Card className={kit.id === current ? 'border-primary' : undefined}>
                  <CardContent className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
                    <div className="flex min-w-0 flex-1 items-center gap-3">
                      <span aria-hidden="true" className="flex shrink-0 overflow-hidden rounded border">
                        <span className="size-5" style={{ background: kit.primaryColor }} />
                        <span className="size-5" style={{ background: kit.accentColor }} />
                      </span>
                      <div className="min-w-0">
                        <p className="flex flex-wrap items-center gap-2 font-medium">
                          <span className="break-words">{kit.name}</span>
                          {kit.isDefault ? <Badge variant="secondary">Default</Badge> : null}
                        </p>
                        <p className="break-words text-sm text-muted-foreground">{kit.agencyName}</p>
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button variant="outline" size="sm" onClick={() => edit(kit.id)} aria-label={`Edit ${kit.name}`} disabled={kit.id === current}>
                        Edit
                      </Button>
                      {kit.isDefault ? null : (
                        <Button variant="outline" size="sm" onClick={() => void makeDefault(kit)} aria-label={`Make ${kit.name} the default`}>
                          Make default
                        </Button>
                      )}
                      {kit.isDefault && kits.length > 1 ? null : (
                        <Button variant="outline" size="sm" onClick={() => setDeleting(kit)} aria-label={`Delete ${kit.name}`}>
                          Delete
                        </Button>
                      )}
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          {kits.length > 1 ? <p className="text-sm text-muted-foreground">Reports use the default kit unless they choose another. To delete the default, make another kit the default first.</p> : null}
          {problem ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
        </section>
      ) : null}
      {current ? (
        <section aria-labelledby="brand-kit-form-heading" className="grid gap-3">
          <h2 id="brand-kit-form-heading" className="text-lg font-semibold">
            {currentKit ? `Edit ${currentKit.name}` : kits.length === 0 ? 'Your first brand kit' : 'New brand kit'}
          </h2>
          <BrandKitForm
            key={formKey}
            saved={currentKit}
            onSaving={() => setOpen({ editing: current, formKey })}
            onSaved={(id) => setOpen({ editing: id, formKey })}
            onCancel={kits.length > 0 && current === NEW_KIT ? () => setOpen(null) : undefined}
          />
        </section>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the brand kit “${deleting?.name ?? ''}”?`}
        description={deleting ? deleteConsequences(deleting, kits.find((kit) => kit.isDefault && kit.id !== deleting.id) ?? null) : ''}
        confirmLabel="Delete brand kit"
        busyLabel="Deleting…"
        failureMessage="The brand kit could not be deleted."
        focusAfterConfirm={listHeading}
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ variables: { id: deleting.id } });
          if (open?.editing === deleting.id) setOpen(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

/** What deleting `kit` does: its reports named, and the look they fall back to. */
function deleteConsequences(kit: SavedBrandKit, defaultKit: SavedBrandKit | null): string {
  const gone = 'Its name, logo and colours are deleted. This cannot be undone.';
  if (kit.reportNames.length === 0) return `No report uses it. ${gone}`;
  const fallback = defaultKit ? `the default kit “${defaultKit.name}”` : 'Rankcraft’s look';
  const names = kit.reportNames.map((name) => `“${name}”`).join(', ');
  const count = kit.reportNames.length === 1 ? '1 report uses it' : `${kit.reportNames.length} reports use it`;
  return `${count}: ${names}. ${kit.reportNames.length === 1 ? 'It' : 'They'} will use ${fallback} instead. ${gone}`;
}
