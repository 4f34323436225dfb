// MAIN_GIFT_MSG's Indonesian words (docs/product.md): the `id` catalog of its codes (../main-gift.ts),
// and the words the page catalogs (src/web/i18n) show. Plain text without the codes' registry, so a page takes them cheaply.

export const MAIN_GIFT_WORDS = {
  /** docs/product.md §8: what a locked Main Gift says, on the server's 403 and in the recipient's pages. */
  locked: '🎮 Main Gift masih terkunci! Selesaikan dulu mini game dengan skor sempurna yaa 😁✨',
  /** An option may not be deleted if fewer than two would remain (the wording of docs/product.md §5). */
  // The same words as QUIZ_WORDS.optionsMin; not imported, so the quiz's words stay out of the recipient's option page.
  optionKeepTwo: 'Minimal harus ada 2 opsi jawaban.',
  optionIsAnswer: 'Opsi ini adalah jawaban benar. Ubah jawaban benar di editor kuis sebelum menghapusnya.',
} as const;
