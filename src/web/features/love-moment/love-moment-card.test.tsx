import { useCallback, useState } from 'react';
import { expect, test } from 'vitest';
import { builderLoveMoment } from '@/testing/handlers/builder';
import { fireEvent } from '@testing-library/react';
import { renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { LoveMomentCard } from './love-moment-card';
import { nextFlipped } from './story-logic';

// A flip card's tap on a slow phone (docs/product.md §2 /love-moment, decision 096): the card turns in the tap's own
// frame, and what can wait for the next one waits: focus follows the card to its letter once the turn is painted.

const moments = [
  builderLoveMoment({ id: 1, title: 'Kencan pertama', date: '2024-02-14', letter: 'Hari itu hujan.' }),
  builderLoveMoment({ id: 2, title: 'Pantai', date: '2024-06-01', letter: 'Ombaknya besar.' }),
];

/** Two cards as the page holds them. */
function Story() {
  const [flippedId, setFlippedId] = useState<number | null>(null);
  const toggle = useCallback((id: number) => setFlippedId((current) => nextFlipped(current, id)), []);
  return (
    <ul>
      {moments.map((moment) => (
        <LoveMomentCard key={moment.id} moment={moment} flipped={flippedId === moment.id} onToggle={toggle} canDelete={false} />
      ))}
    </ul>
  );
}

const front = (title: string) => screen.getByRole('button', { name: title, pressed: false });
const back = (title: string) => screen.getByRole('button', { name: title, pressed: true, hidden: true });

test('a tap turns the card at once, and the focus follows to its letter side just after the turn is painted', async () => {
  renderWithProviders(<Story />);
  // The tap's events and React's work for them, with nothing after them yet (no frame, no timer).
  fireEvent.click(front('Kencan pertama'));
  // The turn is on screen: its back is the face shown (pressed, no longer inert).
  expect(back('Kencan pertama').closest('[inert]')).toBeNull();
  // The focus is not moved inside the tap, where it would make the browser lay the page out before painting.
  expect(document.activeElement).not.toBe(back('Kencan pertama'));
  await waitFor(() => expect(document.activeElement).toBe(back('Kencan pertama')));
});
