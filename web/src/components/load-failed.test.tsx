import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('announces what failed and asks again from the keyboard', async () => {
    const onRetry = jest.fn().mockResolvedValue(undefined);
    render(<LoadFailed onRetry={onRetry}>Your alerts could not be loaded.</LoadFailed>);
    expect(screen.getByRole('alert')).toHaveTextContent('Your alerts could not be loaded.');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('leaves a retry that fails again to the query, which shows its own error', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      render(<LoadFailed onRetry={() => Promise.reject(new Error('offline'))}>The outbox could not be loaded.</LoadFailed>);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
