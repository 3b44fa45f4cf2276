import { render, screen } from '@testing-library/react';
import type { JobState } from '../jobs/use-job';
import { RunProgress } from './run-progress';

const job = (status: JobState['status'], done: number, item: string | null, message: string | null = `Checked ${done} of 40 keywords`, error: string | null = null): JobState => ({
  id: 'j1',
  kind: 'tracker-run',
  status,
  progress: { done, total: 40, message, item },
  error,
});

function renderProgress(current: JobState) {
  return render(<RunProgress job={current} cancelling={false} onCancel={() => {}} />);
}

describe('run progress', () => {
  it('names the keyword checked last while the run goes on, and moves the bar keyword by keyword', () => {
    const { rerender } = renderProgress(job('running', 13, 'running shoes'));
    expect(screen.getByTestId('run-progress-message')).toHaveTextContent('Checked “running shoes”');
    expect(screen.getByTestId('run-progress-count')).toHaveTextContent('13 of 40');
    expect(screen.getByRole('progressbar', { name: 'Searches checked' })).toHaveAttribute('aria-valuetext', '13 of 40 searches checked');

    rerender(<RunProgress job={job('running', 14, 'trail shoes')} cancelling={false} onCancel={() => {}} />);
    expect(screen.getByTestId('run-progress-message')).toHaveTextContent('Checked “trail shoes”');
    expect(screen.getByRole('progressbar', { name: 'Searches checked' })).toHaveAttribute('aria-valuenow', '14');
  });

  it('announces the progress politely in quarters, not every keyword', () => {
    const { rerender } = renderProgress(job('running', 9, 'a'));
    const announcement = screen.getByTestId('run-progress-announcement');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toHaveTextContent('0% of searches checked');

    rerender(<RunProgress job={job('running', 11, 'b')} cancelling={false} onCancel={() => {}} />);
    expect(announcement).toHaveTextContent('25% of searches checked');
    rerender(<RunProgress job={job('running', 12, 'c')} cancelling={false} onCancel={() => {}} />);
    expect(announcement).toHaveTextContent('25% of searches checked');
    // The keyword line itself is not a live region: it changes up to ten times a second.
    expect(screen.getByTestId('run-progress-message')).not.toHaveAttribute('aria-live');
  });

  it('counts searches (a keyword on a device) once the run has ended, and says when it starts', () => {
    const { rerender } = renderProgress(job('succeeded', 40, 'last keyword', 'Checked 40 of 40 keywords'));
    expect(screen.getByTestId('run-progress-message')).toHaveTextContent('Checked 40 of 40 searches');
    expect(screen.getByTestId('run-progress-count')).toHaveTextContent('40 of 40 searches');
    expect(screen.getByText('Run complete')).toBeInTheDocument();
    expect(screen.getByTestId('run-progress-announcement')).toBeEmptyDOMElement();

    rerender(<RunProgress job={job('running', 0, null, null)} cancelling={false} onCancel={() => {}} />);
    expect(screen.getByTestId('run-progress-message')).toHaveTextContent('Starting…');
  });
});

describe('a run that ended part way', () => {
  it('reads as partial in a neutral colour when it checked some searches, with how many were refunded and why it stopped', () => {
    renderProgress(job('failed', 38, null, null, '2 of 40 keywords could not be checked: the provider timed out.'));
    expect(screen.getByTestId('run-progress-status')).toHaveTextContent('Partial: 38 of 40 checked, 2 refunded');
    expect(screen.queryByText('Run failed')).not.toBeInTheDocument();
    expect(screen.getByTestId('run-progress-message')).toHaveTextContent('2 of 40 keywords could not be checked: the provider timed out.');
    const bar = screen.getByRole('progressbar', { name: 'Searches checked' });
    expect(bar.firstElementChild).not.toHaveClass('bg-destructive');
    expect(screen.getByTestId('run-progress-status').querySelector('svg')).not.toHaveClass('text-destructive');
  });

  it('stays a failure, in red, when it checked nothing', () => {
    renderProgress(job('failed', 0, null, null, 'The SERP provider rejected the API key.'));
    expect(screen.getByText('Run failed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Searches checked' }).firstElementChild).toHaveClass('bg-destructive');
  });
});
