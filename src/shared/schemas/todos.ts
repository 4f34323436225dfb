import { z } from 'zod';
import { TODO_MAX_COUNT, TODO_TITLE_MAX } from '../constants.js';
import { requiredText } from './common.js';
import { messageCodes } from '../message-codes.js';

// Plans: the todo list the recipient and the giver share (docs/product.md §3, §5, §7, §8).

/** The server's todo messages; titleRequired and the successes are the product's wording (docs/product.md §5, §8). */
export const TODO_MSG = messageCodes('todos', {
  titleRequired: 'Judul todo tidak boleh kosong!',
  titleMax: `Judul todo maksimal ${TODO_TITLE_MAX} karakter`,
  selectionInvalid: 'Status pilihan todo harus true atau false.',
  tooMany: `Daftar todo sudah penuh (maksimal ${TODO_MAX_COUNT}). Hapus yang lama terlebih dahulu.`,
  notFound: 'Todo tidak ditemukan.',
  added: 'Todo berhasil ditambahkan!',
  deleted: 'Todo berhasil dihapus!',
  selected: (title: string) => `Todo "${title}" dipilih!`,
  unselected: (title: string) => `Todo "${title}" batal dipilih.`,
} as const);

export const todoCreateBody = z.object({
  title: requiredText(TODO_MSG.titleRequired, TODO_TITLE_MAX, TODO_MSG.titleMax),
});
export type TodoInput = z.infer<typeof todoCreateBody>;

export const todoSelectBody = z.object({
  is_selected: z.boolean({ error: TODO_MSG.selectionInvalid }),
});

export const todo = z.object({
  id: z.number(),
  title: z.string(),
  is_selected: z.boolean(),
});
export type Todo = z.infer<typeof todo>;

export const todoListReply = z.object({
  success: z.literal(true),
  data: z.array(todo),
});

export const todoSaveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: todo,
});

export const todoDeleteReply = z.object({
  success: z.literal(true),
  message: z.string(),
});

export const selectedTodoReply = z.object({
  success: z.literal(true),
  data: z.object({ title: z.string() }),
});
