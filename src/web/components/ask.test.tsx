import { expect, test } from 'vitest';
import { ask, tell } from '@/components/ask';
import { screen, userEvent, waitFor, within } from '@/testing/test-utils';

// The app's own confirm() and alert() (docs/product.md §9, decision 044): an alertdialog with the message as its name,
// the safe answer focused, Escape cancels, and the focus goes back where it was.

function focusedButton() {
  const button = document.createElement('button');
  button.textContent = 'Hapus';
  document.body.append(button);
  button.focus();
  return button;
}

test("a question: 'Batal' has the focus; Escape and 'Batal' answer no, 'Ya, lanjutkan' yes; the focus goes back", async () => {
  const user = userEvent.setup();
  const before = focusedButton();
  for (const [answerWith, expected] of [
    ['{Escape}', false],
    ['Batal', false],
    ['Ya, lanjutkan', true],
  ] as const) {
    const answer = ask('Hapus foto ini?');
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus foto ini?' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Batal' })));
    if (answerWith === '{Escape}') await user.keyboard(answerWith);
    else await user.click(within(dialog).getByRole('button', { name: answerWith }));
    expect(await answer).toBe(expected);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(before);
  }
  before.remove();
});

test("a notice has one button, 'OK', with the focus", async () => {
  const user = userEvent.setup();
  const told = tell('Foto terlalu besar.');
  const dialog = await screen.findByRole('alertdialog', { name: 'Foto terlalu besar.' });
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['OK']);
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'OK' })));
  await user.keyboard('{Enter}');
  await told;
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
