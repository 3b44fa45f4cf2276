import * as React from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Guards unsaved edits: closing or reloading the tab asks the browser's own question, and a click on a
 * link inside the app is held until the user confirms (`leaving` names where it would go). The app's
 * router is declarative (no navigation blocker), so links are caught where they are clicked.
 */
export function useUnsavedChanges(dirty: boolean) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // A link within the page (to the score panel) leaves nothing behind.
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return {
    leaving,
    stay: () => setLeaving(null),
    leave: () => {
      const to = leaving;
      setLeaving(null);
      if (to) void navigate(to);
    },
  };
}
