import { useQuery } from '@apollo/client/react';
import { FlaskConical } from 'lucide-react';
import { graphql } from '../../gql';

export const WriterProviderQuery = graphql(`
  query GeneratorWriterProvider {
    writerProvider {
      name
      model
      source
    }
  }
`);

/** Sandbox articles are placeholder text: the marker stays on screen so they never pass for a model's work. */
export function SandboxWriterNote() {
  const { data } = useQuery(WriterProviderQuery);
  if (data?.writerProvider.source !== 'SANDBOX') return null;
  return (
    <div
      role="note"
      aria-label="Sandbox writer"
      data-testid="sandbox-writer"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <span className="font-semibold">SANDBOX writer.</span> Articles on this page are written by the sandbox writer:
        generated sample text, not a language model.
      </p>
    </div>
  );
}
