import * as React from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';

/**
 * Spec §4 "Tracker view state": the list, an instance's detail and the create form, plus the edit
 * form over the detail. They switch in place, and each has its URL (the route table's children of
 * /keyword-tracking), so a view can be linked, bookmarked and reloaded.
 */
export type TrackerView = { name: 'list' } | { name: 'create' } | { name: 'detail'; id: string } | { name: 'edit'; id: string };

export const TRACKER_PATH = '/keyword-tracking';

export function trackerPath(view: TrackerView): string {
  switch (view.name) {
    case 'list':
      return TRACKER_PATH;
    case 'create':
      return `${TRACKER_PATH}/new`;
    case 'detail':
      return `${TRACKER_PATH}/${encodeURIComponent(view.id)}`;
    case 'edit':
      return `${TRACKER_PATH}/${encodeURIComponent(view.id)}/edit`;
  }
}

/** The view the URL names. */
export function useTrackerView(): TrackerView {
  const create = useMatch(`${TRACKER_PATH}/new`);
  const edit = useMatch(`${TRACKER_PATH}/:id/edit`);
  const detail = useMatch(`${TRACKER_PATH}/:id`);
  if (create) return { name: 'create' };
  if (edit?.params.id) return { name: 'edit', id: edit.params.id };
  if (detail?.params.id) return { name: 'detail', id: detail.params.id };
  return { name: 'list' };
}

interface OpenedInPlace {
  trackerView?: true;
}

/** The history state of a view opened from another (by `open`, or a link given this state). */
export const OPENED_IN_PLACE: OpenedInPlace = { trackerView: true };

/**
 * Moves between the views. Opening one adds it to the history; leaving it (Back, Cancel, a save or
 * a delete) returns to the view it was opened from: back in the history when it was opened here,
 * so the browser's Back and the page's agree, or in its place when the page was loaded at its URL.
 */
export function useTrackerNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const openedHere = (location.state as OpenedInPlace | null)?.trackerView === true;
  // A view is left once: a second call before the history has moved would leave the one under it too.
  const left = React.useRef<string | null>(null);
  const { key } = location;

  return React.useMemo(
    () => ({
      open(view: TrackerView) {
        void navigate(trackerPath(view), { state: OPENED_IN_PLACE });
      },
      leave(to: TrackerView) {
        if (left.current === key) return;
        left.current = key;
        void (openedHere ? navigate(-1) : navigate(trackerPath(to), { replace: true }));
      },
    }),
    [navigate, key, openedHere],
  );
}
