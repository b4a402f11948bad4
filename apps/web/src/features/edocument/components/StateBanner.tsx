import type { ReactNode } from 'react';

interface StateBannerProps {
  title: ReactNode;
  children: ReactNode;
  testId: string;
  tone?: 'info' | 'warning';
  headingLevel?: 2 | 3;
}

/** A boxed statement about the order or an event (cancelled, held, over), above the tickets it concerns. */
export function StateBanner({ title, children, testId, tone = 'warning', headingLevel = 2 }: StateBannerProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`notice notice--${tone} edocument-banner`} data-testid={testId}>
      <Heading className="notice__title">{title}</Heading>
      <p className="notice__body">{children}</p>
    </section>
  );
}
