// A link's text followed by its "next" arrow, the arrow kept on the line of the last word: in a
// flex row the arrow is an item of its own and stays beside the whole block when the text wraps,
// apart from the end of the text (most visibly in Arabic, where labels run longer).
import { ChevronNextIcon } from './icons';

export function TextWithArrow({ text, size = 14 }: { text: string; size?: number }) {
  const cut = text.trimEnd().lastIndexOf(' ') + 1;
  return (
    <>
      {text.slice(0, cut)}
      <span className="whitespace-nowrap">
        {text.slice(cut)}
        <ChevronNextIcon size={size} className="next-arrow" />
      </span>
    </>
  );
}
