// @vitest-environment jsdom
import type { Membership, MembershipEvent } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { toggleChoice } from '../utils/choice-events';
import { ChoiceEventsStep } from './ChoiceEventsStep';

afterEach(cleanup);

const event = (id: number, required: boolean, supplement = 0): MembershipEvent => ({
  PresentationId: id,
  IsRequired: required,
  MembershipPayableAmount: supplement,
  featureName: `Play ${String(id)}`,
  locationName: 'Tel Aviv',
  venueName: 'Main stage',
  dateTime: '2026-11-21 20:00',
  startsAt: '2026-11-21T18:00:00.000Z',
});
const MEMBERSHIP = {
  MembershipId: 31,
  Name: 'Season',
  ChoiceEvents: 2,
  Presentations: [event(1, true), event(2, false, 20), event(3, false), event(4, false)],
} as unknown as Membership;

function Harness({ onContinue }: { onContinue(chosen: number[]): void }) {
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <ChoiceEventsStep
      membership={MEMBERSHIP}
      chosen={chosen}
      count={2}
      locale="en"
      onToggle={(id) => setChosen((c) => toggleChoice(c, id, 2))}
      onBack={() => undefined}
      onContinue={() => onContinue(chosen)}
    />
  );
}

describe('the choice events step of an enrolment', () => {
  it('lists only the events to choose, with their supplement, and continues once exactly the number is chosen', async () => {
    const onContinue = vi.fn();
    renderWithKupa(<Harness onContinue={onContinue} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(screen.getByText('Supplement of ₪20.00 a seat', { exact: false })).toBeTruthy();
    const next = screen.getByTestId('choice-events-continue');
    await userEvent.click(boxes[0]!);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(next);
    expect(onContinue).not.toHaveBeenCalled();
    await userEvent.click(boxes[2]!);
    expect(screen.getByTestId('choice-events-count').textContent).toBe('2 of 2 events chosen');
    // A third is not taken: the number is reached.
    await userEvent.click(boxes[1]!);
    expect((boxes[1] as HTMLInputElement).checked).toBe(false);
    expect(boxes[1]!.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(next);
    expect(onContinue).toHaveBeenCalledWith([2, 4]);
  });

  it('speaks Hebrew', () => {
    renderWithKupa(<Harness onContinue={() => undefined} />, { locale: 'he' });
    expect(screen.getByTestId('choice-events-count').textContent).toBe('נבחרו 0 מתוך 2 אירועים');
  });
});
