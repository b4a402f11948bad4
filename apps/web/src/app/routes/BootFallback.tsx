import { Spinner } from '../../components/ui/Spinner';

/** Shown while the first page's code loads, before messages are available; purely visual. */
export function BootFallback() {
  return (
    <div className="boot-fallback">
      <Spinner />
    </div>
  );
}
