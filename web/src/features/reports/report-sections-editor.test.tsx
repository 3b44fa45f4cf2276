import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftSection, toSectionInput, type DraftSection } from './report-model';
import { ReportSectionsEditor } from './report-sections-editor';

const subjects = { instances: [{ id: 'i-1', name: 'Acme tracking' }], analyses: [] };

function Editor({ initial }: { initial: DraftSection[] }) {
  const [sections, setSections] = React.useState(initial);
  return <ReportSectionsEditor sections={sections} subjects={subjects} onChange={setSections} />;
}

const order = () =>
  within(screen.getByRole('list', { name: 'Report sections' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('ReportSectionsEditor', () => {
  it('adds, moves and removes sections with the keyboard, focus following the moved section', async () => {
    const user = userEvent.setup();
    render(<Editor initial={[]} />);
    expect(screen.getByText('No sections yet. Add the first one below.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Section to add'), 'note');
    screen.getByRole('button', { name: 'Add section' }).focus();
    await user.keyboard('{Enter}');
    await user.selectOptions(screen.getByLabelText('Section to add'), 'keyword-table');
    screen.getByRole('button', { name: 'Add section' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['1. Note', '2. Keyword rankings']);
    // A new instance section picks the first instance.
    expect(screen.getByLabelText('Tracking instance')).toHaveValue('i-1');

    screen.getByRole('button', { name: 'Move Keyword rankings (section 2) up' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['1. Keyword rankings', '2. Note']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Keyword rankings (section 1) down' }));
    expect(screen.getByRole('button', { name: 'Move Keyword rankings (section 1) up' })).toBeDisabled();

    screen.getByRole('button', { name: 'Remove Keyword rankings (section 1)' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['1. Note']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Note (section 1)' }));
  });

  it('adds an AI visibility section with the first project chosen, sending only its project', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const projects = [{ id: 'p-1', name: 'Acme in AI answers' }, { id: 'p-2', name: 'Beta in AI answers' }];
    const { rerender } = render(<ReportSectionsEditor sections={[]} subjects={{ ...subjects, projects }} onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('Section to add'), 'ai-visibility-summary');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const [added] = onChange.mock.calls[0][0] as DraftSection[];
    expect(added).toMatchObject({ kind: 'ai-visibility-summary', projectId: 'p-1' });
    expect(toSectionInput(added)).toEqual({ kind: 'ai-visibility-summary', projectId: 'p-1' });
    rerender(<ReportSectionsEditor sections={[added]} subjects={{ ...subjects, projects }} onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('AI visibility project'), 'p-2');
    expect(onChange).toHaveBeenLastCalledWith([{ ...added, projectId: 'p-2' }]);
  });

  it('offers AI visibility sections only once a project exists', () => {
    render(<Editor initial={[]} />);
    expect(screen.getByRole('option', { name: 'Sources cited in AI answers (create an AI visibility project first)' })).toBeDisabled();
  });

  it('asks for the subject each kind needs', () => {
    render(<Editor initial={[draftSection('backlinks'), draftSection('serp-analysis'), draftSection('articles')]} />);
    expect(screen.getByLabelText('Domain')).toHaveAttribute('placeholder', 'example.com');
    expect(screen.getByText('Save a SERP analysis first (SEO Analysis).')).toBeInTheDocument();
    expect(screen.getByText('Lists the articles written in the report’s period.')).toBeInTheDocument();
  });

  it('shows the size limits up front and stops adding a fifth keyword table or a 31st section', async () => {
    const user = userEvent.setup();
    const tables = Array.from({ length: 4 }, () => draftSection('keyword-table', { instanceId: 'i-1' }));
    render(<Editor initial={tables} />);
    expect(screen.getByText(/Up to 30 sections, of which 4 keyword ranking tables\. The web view and PDF show at most 500 rows per table and 1,000 in all/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Section to add'), 'keyword-table');
    expect(screen.getByRole('button', { name: 'Add section' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('A report holds at most 4 keyword ranking tables.');
    await user.selectOptions(screen.getByLabelText('Section to add'), 'note');
    expect(screen.getByRole('button', { name: 'Add section' })).toBeEnabled();
  });

  it('stops at 30 sections', async () => {
    const user = userEvent.setup();
    render(<Editor initial={Array.from({ length: 30 }, (_, index) => draftSection('note', { text: `Note ${index}` }))} />);
    await user.selectOptions(screen.getByLabelText('Section to add'), 'note');
    expect(screen.getByRole('button', { name: 'Add section' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('A report holds at most 30 sections.');
  });

  it('offers only sections that have something to show, and says what the others need', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ReportSectionsEditor sections={[]} subjects={{ instances: [], analyses: [] }} onChange={onChange} />);
    const choice = screen.getByLabelText('Section to add');
    expect(within(choice).getByRole('option', { name: 'SERP analysis (save a SERP analysis first)' })).toBeDisabled();
    expect(within(choice).getByRole('option', { name: 'Ranking summary (create a tracking instance first)' })).toBeDisabled();
    expect(within(choice).getByRole('option', { name: 'Note' })).toBeEnabled();
    // The preselected kind is one that can be added.
    expect((choice as HTMLSelectElement).selectedOptions[0]).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ kind: (choice as HTMLSelectElement).value })]);
    expect(['tracker-summary', 'keyword-table', 'ranking-chart', 'visibility-chart', 'serp-analysis']).not.toContain((choice as HTMLSelectElement).value);
  });
});
