import * as React from 'react';

/** Escapes a name for a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The answer's text with every name of the mentioned brands marked, so a reader sees where each was named. */
export function AnswerText({ text, names }: { text: string; names: readonly string[] }) {
  const wanted = names.filter(Boolean).sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return <p className="whitespace-pre-wrap break-words">{text}</p>;
  const pattern = new RegExp(`(${wanted.map(literal).join('|')})`, 'gi');
  const parts = text.split(pattern);
  return (
    <p className="whitespace-pre-wrap break-words">
      {parts.map((part, index) =>
        // split with one capture group puts the matches at odd indexes.
        index % 2 === 1 ? (
          <mark key={index} className="rounded bg-amber-200 px-0.5 text-inherit">
            {part}
          </mark>
        ) : (
          <React.Fragment key={index}>{part}</React.Fragment>
        ),
      )}
    </p>
  );
}
