import type { LocationInput, StaffLocation, StaffVenue, VenueInput } from '@kupa/contracts';

/** The location form as typed: texts until saved (an empty optional text is saved as null). */
export interface LocationDraft {
  nameHe: string;
  nameEn: string;
  addressHe: string;
  addressEn: string;
  cityHe: string;
  cityEn: string;
  isOffline: boolean;
}

export type LocationTextField = Exclude<keyof LocationDraft, 'isOffline'>;

export const EMPTY_LOCATION: LocationDraft = {
  nameHe: '',
  nameEn: '',
  addressHe: '',
  addressEn: '',
  cityHe: '',
  cityEn: '',
  isOffline: false,
};

export function locationDraftOf(l: StaffLocation): LocationDraft {
  return {
    nameHe: l.nameHe,
    nameEn: l.nameEn,
    addressHe: l.addressHe ?? '',
    addressEn: l.addressEn ?? '',
    cityHe: l.cityHe ?? '',
    cityEn: l.cityEn ?? '',
    isOffline: l.isOffline,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function locationInputOf(d: LocationDraft): LocationInput {
  return {
    nameHe: d.nameHe.trim(),
    nameEn: d.nameEn.trim(),
    addressHe: orNull(d.addressHe),
    addressEn: orNull(d.addressEn),
    cityHe: orNull(d.cityHe),
    cityEn: orNull(d.cityEn),
    isOffline: d.isOffline,
  };
}

export interface VenueDraft {
  locationId: string;
  nameHe: string;
  nameEn: string;
}

export function venueDraftOf(v: StaffVenue | undefined, firstLocationId: number | undefined): VenueDraft {
  return v
    ? { locationId: String(v.locationId), nameHe: v.nameHe, nameEn: v.nameEn }
    : { locationId: firstLocationId === undefined ? '' : String(firstLocationId), nameHe: '', nameEn: '' };
}

/** The hall input, or the field that cannot be read (no location chosen). */
export function venueInputOf(d: VenueDraft): { input: VenueInput } | { invalid: keyof VenueDraft } {
  const locationId = Number(d.locationId);
  if (!Number.isInteger(locationId) || locationId <= 0) return { invalid: 'locationId' };
  return { input: { locationId, nameHe: d.nameHe.trim(), nameEn: d.nameEn.trim() } };
}
