/**
 * A value cut with an ellipsis where its column is narrow: the full text stays in the page (read
 * by screen readers, found by the browser's search) and shows on hover. Its column gives it the
 * width (a share of the table, see job-list-columns.tsx); alone it never widens the table.
 */
export function CutText({ text, className }: { text: string; className?: string }) {
  return (
    <span title={text} className={className ? `block min-w-0 truncate ${className}` : "block min-w-0 truncate"}>
      {text}
    </span>
  );
}
