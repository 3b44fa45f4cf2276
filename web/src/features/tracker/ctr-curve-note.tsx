import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { SandboxFiguresMarker } from './keyword-table-facts';

/**
 * Under a visibility or share of voice chart: which click-through rates by position weigh the figures, the site's
 * own from its linked Search Console or Bing property where it has enough impressions, else the default curve.
 */
export function CtrCurveNote({ curve }: { curve: FragmentType<typeof CtrCurveNote.fragments.curve> }) {
  const { source, sandbox, note } = getFragmentData(CtrCurveNote.fragments.curve, curve);
  return (
    <p className="break-words text-xs text-muted-foreground" data-testid="ctr-curve-note">
      {note}
      {sandbox && source !== 'DEFAULT' ? (
        <>
          {' '}
          <SandboxFiguresMarker />
        </>
      ) : null}
    </p>
  );
}

CtrCurveNote.fragments = {
  curve: graphql(`
    fragment CtrCurveNote_curve on CtrCurve {
      source
      sandbox
      note
    }
  `),
};
