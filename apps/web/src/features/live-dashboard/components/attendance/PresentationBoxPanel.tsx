import type { PresentationBoxResponse, PresentationRow } from '@kupa/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useReveal } from '../../hooks/use-reveal';
import { figureColumns } from '../../utils/figure-columns';
import type { DrillBy } from '../../utils/dashboard-state';
import type { TableColumn } from '../../utils/table-columns';
import { DataTable } from '../common/DataTable';
import { FiguresSummary } from '../common/FiguresSummary';
import { QueryStates } from '../common/QueryStates';

/**
 * Step four, the presentation box (spec 2): the presentations of the hall or feature with Capacity, Sold, Held,
 * occupancy % (whole) and the seat-taken ratio (three decimals).
 */
export function PresentationBoxPanel({
  query,
  drillBy,
  date,
}: {
  query: UseQueryResult<PresentationBoxResponse>;
  drillBy: DrillBy;
  date: string;
}) {
  const intl = useIntl();
  const id = useId();
  // Revealed once its figures are there (the heading exists only then).
  const headingRef = useReveal<HTMLHeadingElement>(query.data ? `${query.data.drillBy}-${query.data.id}-${query.data.date}` : null);
  const columns: TableColumn<PresentationRow>[] = [
    { id: 'time', label: 'live.col.time', kind: 'dateTime', value: (r) => r.PresentationDateTime },
    drillBy === 'venue'
      ? { id: 'feature', label: 'live.col.feature', kind: 'text', value: (r) => r.FeatureName }
      : { id: 'venue', label: 'live.col.venue', kind: 'text', value: (r) => r.VenueName },
    ...figureColumns<PresentationRow>(['capacity', 'sold', 'held', 'occupancy', 'takenRatio']),
  ];
  return (
    <section className="live-section live-section--box" aria-labelledby={`${id}-title`} data-testid="presentation-box">
      <QueryStates query={query}>
        {(data) => {
          const title = intl.formatMessage({ id: 'live.box.title' }, { name: data.name, location: data.location.LocationName });
          return (
            <>
              <h2 id={`${id}-title`} className="live-section__title" ref={headingRef} tabIndex={-1}>
                {title}
              </h2>
              <FiguresSummary figures={data.totals} testId="box-totals" />
              <DataTable
                caption={title}
                captionHidden
                columns={columns}
                rows={data.presentations}
                rowKey={(r) => r.PresentationId}
                fileName={['presentation-box', date, data.drillBy, data.id]}
                testId="box-table"
                rowTestId="box-presentation"
                defaultSort={{ columnId: 'time', direction: 'ascending' }}
              />
            </>
          );
        }}
      </QueryStates>
      {!query.data && (
        <h2 id={`${id}-title`} className="visually-hidden">
          <FormattedMessage id="live.box.loadingTitle" />
        </h2>
      )}
    </section>
  );
}
