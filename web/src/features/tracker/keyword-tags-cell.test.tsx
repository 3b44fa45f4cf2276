import { fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { KeywordTagsCell } from './keyword-tags-cell';

function renderCell() {
  return render(
    <MockedProvider mocks={[]}>
      <table>
        <tbody>
          <tr>
            <KeywordTagsCell instanceId="i1" keyword="seo tools" tags={['money']} targetUrl={null} onSaved={() => undefined} />
          </tr>
        </tbody>
      </table>
    </MockedProvider>,
  );
}

describe('keyword tags cell', () => {
  beforeAll(() => {
    // jsdom has no scrolling; the editor scrolls itself into view when it opens.
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  it('opens with F2 on its edit button, and Escape closes it with focus back on that button at once', () => {
    renderCell();
    const edit = screen.getByRole('button', { name: 'Edit tags and target URL of seo tools' });
    edit.focus();
    fireEvent.keyDown(edit, { key: 'F2' });
    const tags = screen.getByLabelText('Tags of seo tools');
    expect(tags).toHaveFocus();
    expect(tags).toHaveValue('money');

    fireEvent.keyDown(tags, { key: 'Escape' });
    expect(screen.queryByLabelText('Tags of seo tools')).toBeNull();
    // In the same commit that removed the editor: no frame with focus on the page's body.
    expect(screen.getByRole('button', { name: 'Edit tags and target URL of seo tools' })).toHaveFocus();
  });

  it('gives focus back after Cancel too', () => {
    renderCell();
    fireEvent.click(screen.getByRole('button', { name: 'Edit tags and target URL of seo tools' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit tags and target URL of seo tools' })).toHaveFocus();
  });
});
