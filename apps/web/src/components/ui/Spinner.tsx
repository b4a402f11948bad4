/** A purely visual busy indicator; the surrounding status text says what is loading. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
