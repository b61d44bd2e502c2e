import { highlightParts } from '@curate/core';

/** `text` with the search term marked — spec part 2 §2.9. */
export function Highlight({ text, term }: { text: string; term: string }) {
  return (
    <>
      {highlightParts(text, term).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one string, never reordered
          <mark key={index} className="curate-Schema-mark" data-slot="highlight">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
