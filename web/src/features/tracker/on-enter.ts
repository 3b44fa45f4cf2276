import type * as React from 'react';

/** A key handler that runs `action` on Enter instead of submitting the form. */
export function onEnter(action: () => void) {
  return (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };
}
