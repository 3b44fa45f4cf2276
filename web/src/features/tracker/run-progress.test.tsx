import { render, screen } from '@testing-library/react';
import type { JobState } from '../jobs/use-job';
import { RunProgress } from './run-progress';

const job = (status: JobState['status'], done: number, item: string | null, message: string | null = `Checked ${done} of 40 keywords`): JobState => ({
  id: 'j1',
  kind: 'tracker-run',
  status,
  progress: { done, total: 40, message, item },
  error: null,
});

function renderProgress(current: JobState) {
  return render(<RunProgress job={current} cancelling={false} onCancel={() => {}} />);
}

describe('run progress', () => {
  it('names the keyword checked last while the run goes on, and moves the bar keyword by keyword', () => {
    const { rerender } = renderProgress(job('running', 13, 'running shoes'));
    expect(screen.getByTestId('run-progress-message')).toHaveTextContent('Checked “running shoes”');
    expect(screen.getByTestId('run-progress-count')).toHaveTextContent('13 of 40');
    expect(screen.getByRole('progressbar', { name: 'Keywords checked' })).toHaveAttribute('aria-valuetext', '13 of 40 keywords checked');

    rerender(<RunProgress job={job('running', 14, 'trail shoes')} cancelling={false} onCancel={() => {}} />);
    expect(screen.getByTestId('run-progress-message')).toHaveTextContent('Checked “trail shoes”');
    expect(screen.getByRole('progressbar', { name: 'Keywords checked' })).toHaveAttribute('aria-valuenow', '14');
  });

  it('announces the progress politely in quarters, not every keyword', () => {
    const { rerender } = renderProgress(job('running', 9, 'a'));
    const announcement = screen.getByTestId('run-progress-announcement');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toHaveTextContent('0% of keywords checked');

    rerender(<RunProgress job={job('running', 11, 'b')} cancelling={false} onCancel={() => {}} />);
    expect(announcement).toHaveTextContent('25% of keywords checked');
    rerender(<RunProgress job={job('running', 12, 'c')} cancelling={false} onCancel={() => {}} />);
    expect(announcement).toHaveTextContent('25% of keywords checked');
    // The keyword line itself is not a live region: it changes up to ten times a second.
    expect(screen.getByTestId('run-progress-message')).not.toHaveAttribute('aria-live');
  });

  it('shows the server’s message once the run has ended, and before the first keyword', () => {
    const { rerender } = renderProgress(job('succeeded', 40, 'last keyword', 'Checked 40 of 40 keywords'));
    expect(screen.getByTestId('run-progress-message')).toHaveTextContent('Checked 40 of 40 keywords');
    expect(screen.getByText('Run complete')).toBeInTheDocument();
    expect(screen.getByTestId('run-progress-announcement')).toBeEmptyDOMElement();

    rerender(<RunProgress job={job('running', 0, null, null)} cancelling={false} onCancel={() => {}} />);
    expect(screen.getByTestId('run-progress-message')).toHaveTextContent('Starting…');
  });
});
