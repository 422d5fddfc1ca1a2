/** The gavel mark of the favicon; decorative, the brand name beside it carries the meaning. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="#1c3f75" />
      <path d="M18 46h28v5H18zM24 20l12-8 6 9-12 8zM28 27l6 9-14 14-4-4z" fill="#f4a300" />
    </svg>
  );
}
