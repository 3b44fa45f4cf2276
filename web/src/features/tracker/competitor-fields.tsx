import * as React from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { withCompetitor, type CompetitorEntry } from './instance-form-rules';
import { onEnter } from './on-enter';
import { RemovableChips } from './removable-chips';

interface CompetitorFieldsProps {
  competitors: CompetitorEntry[];
  /** A competitor may not be the user's own domain. */
  userDomain: string;
  onChange(competitors: CompetitorEntry[]): void;
}

/** Competitors of the instance form: a domain and an optional name to add, and the ones added. */
export function CompetitorFields({ competitors, userDomain, onChange }: CompetitorFieldsProps) {
  const [domain, setDomain] = React.useState('');
  const [companyName, setCompanyName] = React.useState('');
  const [hint, setHint] = React.useState<string | null>(null);

  function add() {
    const next = withCompetitor(competitors, userDomain, { domain, companyName });
    if (!next) {
      if (domain.trim()) setHint('Enter a competitor domain that is not yours and not already listed.');
      return;
    }
    onChange(next);
    setDomain('');
    setCompanyName('');
    setHint(null);
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-semibold">
        Competitors <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto]">
        <TextField
          id="tracker-competitor-domain"
          label="Competitor domain"
          labelClassName="text-xs text-muted-foreground"
          autoComplete="off"
          inputMode="url"
          placeholder="competitor.com"
          value={domain}
          aria-describedby={hint ? 'tracker-competitor-hint' : undefined}
          onChange={(event) => {
            setDomain(event.target.value);
            setHint(null);
          }}
          onKeyDown={onEnter(add)}
        />
        <TextField
          id="tracker-competitor-name"
          label="Company name (optional)"
          labelClassName="text-xs text-muted-foreground"
          autoComplete="off"
          placeholder="Defaults to the domain"
          value={companyName}
          onChange={(event) => setCompanyName(event.target.value)}
          onKeyDown={onEnter(add)}
        />
        <Button type="button" variant="outline" onClick={add} aria-label="Add competitor" className="self-end">
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {hint ? (
        <p id="tracker-competitor-hint" role="status" className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <RemovableChips
        label="Competitors"
        items={competitors.map((competitor) => ({
          key: competitor.domain,
          text: competitor.domain,
          detail: competitor.companyName !== competitor.domain ? competitor.companyName : undefined,
        }))}
        onRemove={(removed) => onChange(competitors.filter((competitor) => competitor.domain !== removed))}
      />
    </fieldset>
  );
}
