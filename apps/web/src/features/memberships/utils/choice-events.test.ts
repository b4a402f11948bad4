import type { MembershipEvent } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { choiceCountOf, choiceEventsOf, choiceSeatsOf, fixedEventsOf, toggleChoice } from './choice-events';

const event = (id: number, required: boolean) => ({ PresentationId: id, IsRequired: required }) as MembershipEvent;

describe('choice events of a membership (spec 2 enrolment)', () => {
  it('are the events not required, when some are; every event is fixed when none is', () => {
    const mixed = { Presentations: [event(1, true), event(2, false), event(3, false)], ChoiceEvents: 2 };
    expect(choiceEventsOf(mixed).map((e) => e.PresentationId)).toEqual([2, 3]);
    expect(fixedEventsOf(mixed).map((e) => e.PresentationId)).toEqual([1]);
    const allFixed = { Presentations: [event(1, false), event(2, false)], ChoiceEvents: 1 };
    expect(choiceEventsOf(allFixed)).toEqual([]);
    expect(fixedEventsOf(allFixed)).toHaveLength(2);
    expect(choiceCountOf(allFixed)).toBe(0);
  });

  it('counts at most as many as the membership offers', () => {
    expect(choiceCountOf({ Presentations: [event(1, true), event(2, false)], ChoiceEvents: 3 })).toBe(1);
    expect(choiceCountOf({ Presentations: [event(1, true), event(2, false), event(3, false)], ChoiceEvents: 1 })).toBe(1);
  });

  it('toggles a choice, never past the number allowed', () => {
    expect(toggleChoice([], 5, 2)).toEqual([5]);
    expect(toggleChoice([5, 6], 7, 2)).toEqual([5, 6]);
    expect(toggleChoice([5, 6], 5, 2)).toEqual([6]);
  });

  it('names each seat of a choice event with the event', () => {
    expect(choiceSeatsOf(9, [{ VenueSectionId: 1, XCoordinate: 2, YCoordinate: 3 }])).toEqual([
      { VenueSectionId: 1, XCoordinate: 2, YCoordinate: 3, presentationId: 9 },
    ]);
  });
});
