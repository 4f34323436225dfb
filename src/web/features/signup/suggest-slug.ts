import { SLUG_MAX } from '@shared/schemas/operator';

// A gift's address as a giver types it ('Raka Dewi', 'Dewi & Raka!', 'Sayang Ñoño') turned into one the slug rules
// take (docs/product.md 'Buat Kado': lowercase letters, digits and hyphens): accents dropped, every run of anything
// else one hyphen, none at either end, at most SLUG_MAX characters. The sign-up offers it when the field is left.

export function suggestSlug(typed: string): string {
  return typed
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}
