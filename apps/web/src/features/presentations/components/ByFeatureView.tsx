import type { Presentation } from '@kupa/contracts';
import { useMemo } from 'react';
import { groupByFeature } from '../utils/group-presentations';
import { FeatureCard } from './FeatureCard';

interface ByFeatureViewProps {
  presentations: readonly Presentation[];
  dateLabel: (date: string) => string;
}

/** Spec 2 "by feature and date". */
export function ByFeatureView({ presentations, dateLabel }: ByFeatureViewProps) {
  const groups = useMemo(() => groupByFeature(presentations), [presentations]);
  return (
    <ul className="feature-list" data-testid="view-by-feature">
      {groups.map((group) => (
        <li key={group.featureId}>
          <FeatureCard group={group} dateLabel={dateLabel} />
        </li>
      ))}
    </ul>
  );
}
