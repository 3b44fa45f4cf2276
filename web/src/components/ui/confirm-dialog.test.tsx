import * as React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

/** A list row whose delete asks first; `work` is what the action does. */
function Harness({ work }: { work: () => Promise<void> }) {
  const [open, setOpen] = React.useState(false);
  const [gone, setGone] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        Things
      </h1>
      {gone ? null : <button onClick={() => setOpen(true)}>Delete Thing</button>}
      <ConfirmDialog
        open={open}
        title="Delete thing"
        description="Delete “Thing”? This cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        failureMessage="The thing could not be deleted."
        onConfirm={async () => {
          await work();
          setGone(true);
        }}
        onClose={() => setOpen(false)}
        focusAfterConfirm={headingRef}
      />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('does nothing on Cancel', async () => {
    const user = userEvent.setup();
    const work = jest.fn(() => Promise.resolve());
    render(<Harness work={work} />);
    await user.click(screen.getByRole('button', { name: 'Delete Thing' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete thing' });
    expect(dialog).toHaveAccessibleDescription('Delete “Thing”? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(work).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Thing' })).toHaveFocus());
  });

  it('says it is busy and cannot be cancelled or closed while the action runs, then closes and moves focus', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    render(<Harness work={() => pending.promise} />);
    await user.click(screen.getByRole('button', { name: 'Delete Thing' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    pending.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Delete Thing' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Things' })).toHaveFocus());
  });

  it('shows a failure in the dialog, which stays open for another try', async () => {
    const user = userEvent.setup();
    const work = jest.fn<Promise<void>, []>().mockRejectedValueOnce(new Error('socket hang up')).mockResolvedValueOnce(undefined);
    render(<Harness work={work} />);
    await user.click(screen.getByRole('button', { name: 'Delete Thing' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // Not a GraphQL error: the dialog's own wording, never the raw text.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The thing could not be deleted.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(work).toHaveBeenCalledTimes(2);
  });
});
