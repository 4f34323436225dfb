import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { QueryState } from './query-state';

// A list's states (components/query-state.tsx, decision 098): when the read answers, the commit that answer starts
// still shows the loading words and the list comes in the render after it, which React does in slices between frames.
// A list already there when the page opens is drawn at once.

const words = { loading: 'Memuat…', loadFailed: 'Gagal memuat.', retry: 'Coba lagi', empty: 'Belum ada.' };

function List({ pending, commits }: { pending: boolean; commits: string[] }) {
  return (
    <Profiler id="list" onRender={() => commits.push(document.querySelector('[role=status]') ? 'loading' : document.body.textContent!)}>
      <QueryState pending={pending} failed={false} empty={false} onRetry={() => {}} words={words}>
        <ul>
          <li>Kencan pertama</li>
        </ul>
      </QueryState>
    </Profiler>
  );
}

test("the read's answer is committed with the loading words still up, and the list follows in the next render", async () => {
  const commits: string[] = [];
  const view = render(<List pending commits={commits} />);
  expect(commits).toEqual(['loading']);
  await act(async () => view.rerender(<List pending={false} commits={commits} />));
  expect(screen.getByText('Kencan pertama')).toBeTruthy();
  expect(commits).toEqual(['loading', 'loading', 'Kencan pertama']);
});

test('a list that is there when the page opens is drawn in the first render', () => {
  const commits: string[] = [];
  render(<List pending={false} commits={commits} />);
  expect(commits).toEqual(['Kencan pertama']);
});
