import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Send } from 'lucide-react';
import type { DeliveryFrequency, ReportFieldsFragment } from '../../gql/graphql';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { Textarea } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/graphql-error';
import { NextDelivery } from './next-delivery';
import { browserTimeZone } from './report-model';
import { NATIVE_SELECT } from './report-sections-editor';
import { ReportDeliveriesQuery, SendReportNowMutation, SetReportScheduleMutation } from './reports-documents';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MAX_RECIPIENTS = 10;

/** Scheduled delivery (Agency): weekly or monthly at a local time, up to 10 recipients; "send now" and the delivery history. */
export function ReportScheduleForm({ report }: { report: ReportFieldsFragment }) {
  const [frequency, setFrequency] = React.useState<DeliveryFrequency | 'off'>(report.schedule?.frequency ?? 'off');
  const [day, setDay] = React.useState(String(report.schedule?.day ?? 1));
  const [time, setTime] = React.useState(report.schedule?.time ?? '09:00');
  const [timeZone, setTimeZone] = React.useState(report.schedule?.timeZone ?? browserTimeZone());
  const [recipients, setRecipients] = React.useState(report.recipients.join('\n'));
  const [problem, setProblem] = React.useState<string | null>(null);
  const [note, setNote] = React.useState<string | null>(null);
  const [save, saving] = useMutation(SetReportScheduleMutation);
  const [sendNow, sending] = useMutation(SendReportNowMutation, { refetchQueries: [ReportDeliveriesQuery] });
  const deliveries = useQuery(ReportDeliveriesQuery, { variables: { id: report.id }, fetchPolicy: 'cache-and-network', pollInterval: 5000 });
  const unsubscribed = deliveries.data?.reportUnsubscribedRecipients ?? [];
  const recipientList = recipients
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    setNote(null);
    try {
      await save({ variables: { id: report.id, input: { frequency: frequency === 'off' ? null : frequency, day: Number(day), time, timeZone, recipients: recipientList } } });
      setNote(frequency === 'off' ? 'Scheduled delivery is off.' : 'Schedule saved.');
    } catch (failure) {
      setProblem(errorMessage(failure, 'The schedule could not be saved.'));
    }
  }

  return (
    <section aria-labelledby="schedule-heading" className="grid gap-4">
      <h2 id="schedule-heading" className="text-lg font-semibold">
        Scheduled delivery
      </h2>
      <NextDelivery schedule={report.schedule} />
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
        <div className="grid gap-2">
          <Label htmlFor="schedule-frequency">Send</Label>
          <select id="schedule-frequency" className={NATIVE_SELECT} value={frequency} onChange={(event) => setFrequency(event.target.value as DeliveryFrequency | 'off')}>
            <option value="off">Not on a schedule</option>
            <option value="weekly">Weekly</option>
            <option value="monthly">Monthly</option>
          </select>
        </div>
        {frequency === 'off' ? null : (
          <>
            <div className="grid gap-2">
              <Label htmlFor="schedule-day">{frequency === 'weekly' ? 'Day of the week' : 'Day of the month'}</Label>
              <select id="schedule-day" className={NATIVE_SELECT} value={day} onChange={(event) => setDay(event.target.value)}>
                {frequency === 'weekly'
                  ? WEEKDAYS.map((name, index) => (
                      <option key={name} value={index + 1}>
                        {name}
                      </option>
                    ))
                  : Array.from({ length: 28 }, (_, index) => (
                      <option key={index + 1} value={index + 1}>
                        {index + 1}
                      </option>
                    ))}
              </select>
            </div>
            <TextField id="schedule-time" label="Time" type="time" value={time} onChange={(event) => setTime(event.target.value)} />
            <TextField id="schedule-zone" label="Time zone" value={timeZone} hint="An IANA name, e.g. Europe/Berlin." onChange={(event) => setTimeZone(event.target.value)} />
          </>
        )}
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor="schedule-recipients">Recipients (up to {MAX_RECIPIENTS}, one per line)</Label>
          <Textarea id="schedule-recipients" rows={3} value={recipients} onChange={(event) => setRecipients(event.target.value)} aria-describedby="schedule-recipients-count" />
          <p id="schedule-recipients-count" className={recipientList.length > MAX_RECIPIENTS ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}>
            {recipientList.length} of {MAX_RECIPIENTS} recipients
          </p>
          {unsubscribed.length > 0 ? (
            <p id="schedule-recipients-unsubscribed" className="text-xs text-muted-foreground">
              Unsubscribed (no longer emailed): {unsubscribed.join(', ')}
            </p>
          ) : null}
        </div>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
            {problem}
          </p>
        ) : null}
        {note ? (
          <p role="status" className="text-sm text-muted-foreground sm:col-span-2">
            {note}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row">
          <Button type="submit" disabled={saving.loading}>
            {saving.loading ? 'Saving…' : 'Save schedule'}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={sending.loading || report.recipients.length === 0}
            onClick={async () => {
              setProblem(null);
              try {
                await sendNow({ variables: { id: report.id } });
                setNote('Sending the report now.');
              } catch (failure) {
                setProblem(errorMessage(failure, 'The report could not be sent.'));
              }
            }}
          >
            <Send aria-hidden="true" />
            {sending.loading ? 'Sending…' : 'Send now'}
          </Button>
        </div>
      </form>
      <h3 className="font-semibold">Delivery history</h3>
      {deliveries.loading && !deliveries.data ? <Spinner label="Loading deliveries" /> : null}
      {deliveries.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(deliveries.error, 'The delivery history could not be loaded.')}
        </p>
      ) : null}
      {deliveries.data?.reportDeliveries.length === 0 ? <p className="text-sm text-muted-foreground">Not sent yet.</p> : null}
      <ul className="grid gap-2 text-sm">
        {deliveries.data?.reportDeliveries.map((delivery) => (
          <li key={delivery.id} className="rounded-lg border p-3">
            <p className="font-medium">
              {new Date(delivery.createdAt).toLocaleString()} · {delivery.scheduled ? 'scheduled' : 'sent now'} ·{' '}
              <span className={delivery.status === 'failed' ? 'text-destructive' : undefined}>{delivery.status === 'delivered' ? 'delivered' : delivery.status === 'failed' ? 'failed' : 'sending'}</span>
              {delivery.attempts > 1 ? ` after ${delivery.attempts} attempts` : ''}
            </p>
            <p className="break-words text-muted-foreground">To {delivery.recipients.join(', ')}</p>
            {delivery.error ? <p className="text-destructive">{delivery.error}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
