/** The Kupa ticket mark (decorative; the brand name beside it is the text). */
export function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <path d="M4 8a2 2 0 0 1 2-2h20a2 2 0 0 1 2 2v4a4 4 0 0 0 0 8v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-4a4 4 0 0 0 0-8z" fill="currentColor" />
      <path d="M20 9v2m0 4v2m0 4v2" stroke="#16141f" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
