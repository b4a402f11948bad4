import { initialState } from '../config/initial-state';
import { chooseBuyerUuid } from './buyer-uuid';
import { randomUuid } from './random-uuid';

/** Reads (or creates and stores) the buyer uuid from document.cookie; called before every API request. */
export function currentBuyerUuid(): string {
  const choice = chooseBuyerUuid(document.cookie, initialState().uuid, () => randomUuid(), window.location.protocol === 'https:');
  if (choice.cookieToSet) document.cookie = choice.cookieToSet;
  return choice.uuid;
}
