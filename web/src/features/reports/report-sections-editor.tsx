import * as React from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { draftSection, kindLabel, moved, needsOf, REPORT_LIMITS, SECTION_KINDS, sectionLimitReached, type DraftSection, type SectionKind } from './report-model';

export const NATIVE_SELECT = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

interface Subjects {
  instances: { id: string; name: string }[];
  analyses: { id: string; query: string; description: string }[];
  /** AI visibility projects; absent where the caller offers none. */
  projects?: { id: string; name: string }[];
}

/** Why a kind of section cannot be added yet (it has nothing to show), or null when it can. */
function missingSubject(kind: SectionKind, subjects: Subjects): string | null {
  const needs = needsOf(kind);
  if (needs === 'instance' && subjects.instances.length === 0) return 'create a tracking instance first';
  if (needs === 'analysis' && subjects.analyses.length === 0) return 'save a SERP analysis first';
  if (needs === 'project' && (subjects.projects ?? []).length === 0) return 'create an AI visibility project first';
  return null;
}

interface ReportSectionsEditorProps {
  sections: DraftSection[];
  subjects: Subjects;
  onChange(next: DraftSection[]): void;
}

/**
 * The report's sections in order: add one by kind, fill in its subject, move it up or down or remove it,
 * all with buttons (so the keyboard does everything); focus follows a moved section.
 */
export function ReportSectionsEditor({ sections, subjects, onChange }: ReportSectionsEditorProps) {
  const [wantedKind, setNewKind] = React.useState<SectionKind>('tracker-summary');
  // A kind with nothing to show is offered but cannot be chosen; the first one that can stands in for it.
  const newKind = missingSubject(wantedKind, subjects) === null ? wantedKind : SECTION_KINDS.find((entry) => missingSubject(entry.kind, subjects) === null)!.kind;
  const limitReached = sectionLimitReached(sections, newKind);
  const list = React.useRef<HTMLOListElement>(null);
  const focusAfterMove = React.useRef<{ key: string; action: 'up' | 'down' | 'remove' } | null>(null);

  React.useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    // The same button when it still works; at the top or bottom, the other move button; else Remove.
    const other = { up: 'down', down: 'up', remove: 'remove' }[target.action];
    const candidates = [target.action, other, 'remove'].map((action) => list.current?.querySelector<HTMLButtonElement>(`[data-section="${target.key}"][data-action="${action}"]:not(:disabled)`));
    candidates.find(Boolean)?.focus();
  });

  const update = (key: string, fields: Partial<DraftSection>) => onChange(sections.map((section) => (section.key === key ? { ...section, ...fields } : section)));
  const move = (index: number, by: number) => {
    focusAfterMove.current = { key: sections[index].key, action: by < 0 ? 'up' : 'down' };
    onChange(moved(sections, index, index + by));
  };
  const remove = (index: number) => {
    const next = sections.filter((_, at) => at !== index);
    onChange(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusAfterMove.current = neighbour ? { key: neighbour.key, action: 'remove' } : null;
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold">Sections</legend>
      <p id="report-section-limits" className="text-sm text-muted-foreground">
        Up to {REPORT_LIMITS.sections} sections, of which {REPORT_LIMITS.keywordTables} keyword ranking tables. The web view and PDF show at most {REPORT_LIMITS.tableRows} rows per table and{' '}
        {REPORT_LIMITS.reportRows.toLocaleString('en-US')} in all; the CSV export has every row.
      </p>
      {sections.length === 0 ? <p className="text-sm text-muted-foreground">No sections yet. Add the first one below.</p> : null}
      <ol ref={list} className="grid gap-3" aria-label="Report sections">
        {sections.map((section, index) => {
          const label = kindLabel(section.kind);
          const fieldId = `section-${section.key}`;
          return (
            <li key={section.key} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-end">
              <div className="grid min-w-0 gap-2">
                <p className="text-sm font-semibold">
                  {index + 1}. {label}
                </p>
                <SectionSubject id={fieldId} section={section} subjects={subjects} onChange={(fields) => update(section.key, fields)} />
              </div>
              <div className="flex gap-1">
                <Button type="button" variant="outline" size="icon" data-section={section.key} data-action="up" disabled={index === 0} aria-label={`Move ${label} (section ${index + 1}) up`} onClick={() => move(index, -1)}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  data-section={section.key}
                  data-action="down"
                  disabled={index === sections.length - 1}
                  aria-label={`Move ${label} (section ${index + 1}) down`}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button type="button" variant="outline" size="icon" data-section={section.key} data-action="remove" aria-label={`Remove ${label} (section ${index + 1})`} onClick={() => remove(index)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid min-w-0 flex-1 gap-2">
          <Label htmlFor="new-section-kind">Section to add</Label>
          <select id="new-section-kind" className={NATIVE_SELECT} value={newKind} onChange={(event) => setNewKind(event.target.value as SectionKind)}>
            {SECTION_KINDS.map((entry) => {
              const missing = missingSubject(entry.kind, subjects);
              return (
                <option key={entry.kind} value={entry.kind} disabled={missing !== null}>
                  {missing ? `${entry.label} (${missing})` : entry.label}
                </option>
              );
            })}
          </select>
        </div>
        <Button
          type="button"
          variant="secondary"
          disabled={limitReached !== null}
          aria-describedby={limitReached ? 'report-section-limit-reached' : 'report-section-limits'}
          onClick={() => onChange([...sections, draftSection(newKind, { instanceId: subjects.instances[0]?.id ?? '', savedAnalysisId: subjects.analyses[0]?.id ?? '', projectId: subjects.projects?.[0]?.id ?? '' })])}
        >
          <Plus aria-hidden="true" />
          Add section
        </Button>
      </div>
      {limitReached ? (
        <p id="report-section-limit-reached" role="status" className="text-sm font-medium text-destructive">
          {limitReached}
        </p>
      ) : null}
    </fieldset>
  );
}

function SectionSubject({ id, section, subjects, onChange }: { id: string; section: DraftSection; subjects: Subjects; onChange(fields: Partial<DraftSection>): void }) {
  switch (needsOf(section.kind)) {
    case 'instance':
      return subjects.instances.length === 0 ? (
        <p className="text-sm text-muted-foreground">Create a tracking instance first.</p>
      ) : (
        <div className="grid gap-1">
          <Label htmlFor={id}>Tracking instance</Label>
          <select id={id} className={NATIVE_SELECT} value={section.instanceId} onChange={(event) => onChange({ instanceId: event.target.value })}>
            <option value="">Choose an instance</option>
            {subjects.instances.map((instance) => (
              <option key={instance.id} value={instance.id}>
                {instance.name}
              </option>
            ))}
          </select>
          {section.kind === 'search-console' ? <p className="text-xs text-muted-foreground">Its linked Search Console property: clicks and impressions, top queries and pages, against the period before.</p> : null}
        </div>
      );
    case 'domain':
      return (
        <div className="grid gap-1">
          <Label htmlFor={id}>Domain</Label>
          <Input id={id} value={section.domain} placeholder="example.com" onChange={(event) => onChange({ domain: event.target.value })} />
        </div>
      );
    case 'analysis':
      return subjects.analyses.length === 0 ? (
        <p className="text-sm text-muted-foreground">Save a SERP analysis first (SEO Analysis).</p>
      ) : (
        <div className="grid gap-1">
          <Label htmlFor={id}>Saved analysis</Label>
          <select id={id} className={NATIVE_SELECT} value={section.savedAnalysisId} onChange={(event) => onChange({ savedAnalysisId: event.target.value })}>
            <option value="">Choose an analysis</option>
            {subjects.analyses.map((analysis) => (
              <option key={analysis.id} value={analysis.id}>
                {analysis.query} · {analysis.description}
              </option>
            ))}
          </select>
        </div>
      );
    case 'project':
      return (subjects.projects ?? []).length === 0 ? (
        <p className="text-sm text-muted-foreground">Create an AI visibility project first.</p>
      ) : (
        <div className="grid gap-1">
          <Label htmlFor={id}>AI visibility project</Label>
          <select id={id} className={NATIVE_SELECT} value={section.projectId} onChange={(event) => onChange({ projectId: event.target.value })}>
            <option value="">Choose a project</option>
            {(subjects.projects ?? []).map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
          <p className="text-xs text-muted-foreground">The newest run in the report’s period, against the run before it.</p>
        </div>
      );
    case 'text':
      return (
        <div className="grid gap-1">
          <Label htmlFor={id}>Note text</Label>
          <Textarea id={id} value={section.text} maxLength={5000} rows={3} onChange={(event) => onChange({ text: event.target.value })} />
        </div>
      );
    default:
      return <p className="text-sm text-muted-foreground">Lists the articles written in the report’s period.</p>;
  }
}
