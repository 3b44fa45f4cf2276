import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { getFragmentData } from '../../gql';
import type { PaperSize, ReportFieldsFragment } from '../../gql/graphql';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/graphql-error';
import { ClientSelect, clientIdChange, useClientChoices } from '../workspaces/client-select';
import { NextDelivery } from './next-delivery';
import { ReportBrandingFields } from './report-branding-fields';
import { browserTimeZone, draftSection, RANGE_PRESETS, toSectionInput, type DraftSection, type SectionKind } from './report-model';
import { NATIVE_SELECT, ReportSectionsEditor } from './report-sections-editor';
import { CreateReportMutation, ReportFieldsFragment as ReportFieldsDocument, ReportsQuery, ReportSubjectsQuery, UpdateReportMutation } from './reports-documents';

interface ReportBuilderProps {
  /** The report to edit; a new one when absent. */
  report?: ReportFieldsFragment;
}

/** Name, client, date range, paper size, brand kit, cover page and the ordered sections of a report; saving builds its data. */
export function ReportBuilder({ report }: ReportBuilderProps) {
  const navigate = useNavigate();
  const subjectsQuery = useQuery(ReportSubjectsQuery, { fetchPolicy: 'cache-and-network' });
  const [name, setName] = React.useState(report?.name ?? '');
  const [client, setClient] = React.useState(report?.client ?? '');
  const clients = useClientChoices();
  const [clientId, setClientId] = React.useState(report?.clientId ?? null);
  const [preset, setPreset] = React.useState(report?.range.preset ?? 'last-30-days');
  const [from, setFrom] = React.useState(report?.range.from ?? '');
  const [to, setTo] = React.useState(report?.range.to ?? '');
  const [timeZone, setTimeZone] = React.useState(report?.range.timeZone ?? browserTimeZone());
  const [paperSize, setPaperSize] = React.useState<PaperSize>(report?.paperSize ?? 'a4');
  const [brandKitId, setBrandKitId] = React.useState(report?.brandKitId ?? '');
  const [coverPage, setCoverPage] = React.useState(report?.coverPage ?? false);
  const [sections, setSections] = React.useState<DraftSection[]>(() =>
    report
      ? report.sections.map((section) =>
          draftSection(section.kind as SectionKind, { instanceId: section.instanceId ?? '', domain: section.domain ?? '', savedAnalysisId: section.savedAnalysisId ?? '', text: section.text ?? '', projectId: section.projectId ?? '' }),
        )
      : [],
  );
  const [problem, setProblem] = React.useState<string | null>(null);
  const [create, creating] = useMutation(CreateReportMutation, { refetchQueries: [ReportsQuery] });
  const [update, updating] = useMutation(UpdateReportMutation);
  const saving = creating.loading || updating.loading;

  const subjects = {
    instances: subjectsQuery.data?.trackingInstances ?? [],
    analyses: subjectsQuery.data?.savedSerpAnalyses ?? [],
    projects: subjectsQuery.data?.aiVisibilityProjects ?? [],
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    const input = {
      name,
      client,
      paperSize,
      brandKitId: brandKitId || null,
      coverPage,
      range: preset === 'custom' ? { preset, from: from || null, to: to || null, timeZone } : { preset, timeZone },
      sections: sections.map(toSectionInput),
      ...clientIdChange(report?.clientId ?? null, clientId),
    };
    try {
      const saved = report ? (await update({ variables: { id: report.id, input } })).data?.updateReport : (await create({ variables: { input } })).data?.createReport;
      const id = getFragmentData(ReportFieldsDocument, saved)?.id;
      if (id) void navigate(`/reports/${id}`);
    } catch (error) {
      setProblem(errorMessage(error, 'The report could not be saved.'));
    }
  }

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-6" aria-describedby={problem ? 'report-form-problem' : undefined} noValidate>
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-2">
          <TextField id="report-name" label="Report name" value={name} maxLength={100} required onChange={(event) => setName(event.target.value)} />
          <ClientSelect
            id="report-workspace-client"
            value={clientId}
            clients={clients}
            onChange={(next) => {
              setClientId(next);
              // The name printed on the report starts as the chosen client's.
              if (!client.trim()) setClient(clients.find((choice) => choice.id === next)?.name ?? '');
            }}
          />
          <TextField id="report-client" label={clients.length > 0 ? 'Client name on the report' : 'Client'} value={client} maxLength={100} required onChange={(event) => setClient(event.target.value)} />
          <div className="grid gap-2">
            <Label htmlFor="report-range">Date range</Label>
            <select id="report-range" className={NATIVE_SELECT} value={preset} onChange={(event) => setPreset(event.target.value)}>
              {RANGE_PRESETS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <p className="text-xs text-muted-foreground">Compared with the period of the same length just before it.</p>
          </div>
          <TextField id="report-zone" label="Time zone" value={timeZone} hint="Days start at midnight here. An IANA name, e.g. Europe/Berlin." onChange={(event) => setTimeZone(event.target.value)} />
          <div className="grid gap-2">
            <Label htmlFor="report-paper">Paper size</Label>
            <select id="report-paper" className={NATIVE_SELECT} value={paperSize} onChange={(event) => setPaperSize(event.target.value as PaperSize)}>
              <option value={'a4'}>A4</option>
              <option value={'letter'}>Letter</option>
            </select>
          </div>
          {preset === 'custom' ? (
            <>
              <TextField id="report-from" label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
              <TextField id="report-to" label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
            </>
          ) : null}
          <ReportBrandingFields brandKitId={brandKitId} onBrandKitChange={setBrandKitId} coverPage={coverPage} onCoverPageChange={setCoverPage} />
          {report ? <NextDelivery schedule={report.schedule} className="text-sm text-muted-foreground sm:col-span-2" /> : null}
        </CardContent>
      </Card>

      <Card>
        <CardContent className="pt-6">
          {subjectsQuery.loading && !subjectsQuery.data ? <Spinner label="Loading your instances, analyses and projects" /> : null}
          <ReportSectionsEditor sections={sections} subjects={subjects} onChange={setSections} />
        </CardContent>
      </Card>

      {problem ? (
        <p id="report-form-problem" role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={report ? `/reports/${report.id}` : '/reports'}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Building the report…' : report ? 'Save and rebuild' : 'Create report'}
        </Button>
      </div>
    </form>
  );
}
