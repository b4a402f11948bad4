import { useId, type ReactNode } from 'react';

interface LiveSectionProps {
  title: string;
  testId?: string;
  children: ReactNode;
  /** Beside the heading (a view switch). */
  aside?: ReactNode;
}

/** A titled part of a monitor page (a section landmark named by its heading). */
export function LiveSection({ title, testId, children, aside }: LiveSectionProps) {
  const id = useId();
  return (
    <section className="live-section" aria-labelledby={id} data-testid={testId}>
      <div className="live-section__header">
        <h2 id={id} className="live-section__title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
