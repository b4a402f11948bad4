import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useHalls } from '../../hooks/use-halls';
import type { SectionProps } from '../../sections';
import { EMPTY_LOCATION, locationDraftOf, venueDraftOf } from '../../utils/hall-drafts';
import { HallList } from './HallList';
import { LocationForm } from './LocationForm';
import { PlanWorkspace } from './PlanWorkspace';
import { VenueForm } from './VenueForm';
import './halls.css';

type Editing = { kind: 'location' | 'venue'; id: number | null };

/** Locations and halls (issue 13): their lists, the form of a new or chosen one, and a hall's seat-plan designer. */
export function HallsSection({ businessId }: SectionProps) {
  const { query, location, venue } = useHalls(businessId);
  const [editing, setEditing] = useState<Editing>({ kind: 'location', id: null });
  const [designing, setDesigning] = useState<number | null>(null);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  const { locations, venues, ticketGroups } = query.data;
  const hall = designing === null ? undefined : venues.find((v) => v.id === designing);
  if (hall) return <PlanWorkspace businessId={businessId} venue={hall} ticketGroups={ticketGroups} onClose={() => setDesigning(null)} />;

  const choose = (next: Editing) => {
    location.reset();
    venue.reset();
    setEditing(next);
  };
  const chosenLocation = editing.kind === 'location' && editing.id !== null ? locations.find((l) => l.id === editing.id) : undefined;
  const chosenVenue = editing.kind === 'venue' && editing.id !== null ? venues.find((v) => v.id === editing.id) : undefined;
  return (
    <>
      <section className="manage-panel" aria-labelledby="manage-hall-form-title">
        <div className="manage-panel__tabs">
          <button
            type="button"
            className="button button--secondary button--small"
            data-testid="location-new"
            onClick={() => choose({ kind: 'location', id: null })}
          >
            <FormattedMessage id="live.halls.addLocation" />
          </button>
          {locations.length > 0 && (
            <button
              type="button"
              className="button button--secondary button--small"
              data-testid="venue-new"
              onClick={() => choose({ kind: 'venue', id: null })}
            >
              <FormattedMessage id="live.halls.addVenue" />
            </button>
          )}
        </div>
        <h2 id="manage-hall-form-title" className="manage-panel__title">
          <FormattedMessage
            id={
              editing.kind === 'location'
                ? chosenLocation
                  ? 'live.halls.editLocation'
                  : 'live.halls.addLocation'
                : chosenVenue
                  ? 'live.halls.editVenue'
                  : 'live.halls.addVenue'
            }
          />
        </h2>
        {editing.kind === 'location' ? (
          <LocationForm
            key={chosenLocation ? `l${chosenLocation.id}:${JSON.stringify(chosenLocation)}` : 'new-location'}
            initial={chosenLocation ? locationDraftOf(chosenLocation) : EMPTY_LOCATION}
            onSave={(input) =>
              location.mutate(
                { id: chosenLocation?.id ?? null, input },
                { onSuccess: (saved) => setEditing({ kind: 'location', id: saved.id }) },
              )
            }
            state={location}
          />
        ) : (
          <VenueForm
            key={chosenVenue ? `v${chosenVenue.id}:${JSON.stringify(chosenVenue)}` : 'new-venue'}
            initial={venueDraftOf(chosenVenue, locations[0]?.id)}
            locations={locations}
            onSave={(input) =>
              venue.mutate({ id: chosenVenue?.id ?? null, input }, { onSuccess: (saved) => setEditing({ kind: 'venue', id: saved.id }) })
            }
            state={venue}
          />
        )}
      </section>
      <section className="manage-panel" aria-labelledby="manage-halls-title">
        <h2 id="manage-halls-title" className="manage-panel__title">
          <FormattedMessage id="live.manage.section.halls" />
        </h2>
        <HallList
          locations={locations}
          venues={venues}
          onEditLocation={(id) => choose({ kind: 'location', id })}
          onEditVenue={(id) => choose({ kind: 'venue', id })}
          onDesign={setDesigning}
        />
      </section>
    </>
  );
}
