import '../../lib/testing/jsdom-text-encoding';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { PreviewKeywordImportQuery } from './keyword-bulk-documents';
import { KeywordImportDialog } from './keyword-import-dialog';

const TEXT = 'keyword,tags\nseo tools,core';

describe('Import keywords dialog', () => {
  it('says why a preview failed (the server refused the text), and saves nothing', async () => {
    const user = userEvent.setup();
    const onImported = jest.fn();
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: PreviewKeywordImportQuery, variables: { instanceId: 'i1', text: TEXT } },
            result: { errors: [new GraphQLError('The import is too large: at most 1 MB.', { extensions: { code: 'BAD_USER_INPUT' } })] },
          },
        ]}
      >
        <KeywordImportDialog instanceId="i1" open onClose={jest.fn()} onImported={onImported} />
      </MockedProvider>,
    );
    await user.click(screen.getByLabelText('Keywords'));
    await user.paste(TEXT);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('The import is too large: at most 1 MB.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Import preview' })).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
  });
});
