import type { Translation } from '../../../shared/translation';
import type { idVoiceNote } from '../id-voice-note';

// English twin of id-voice-note.ts: a stored voice note's player.

export const enVoiceNote: Translation<typeof idVoiceNote> = {
  play: 'Play voice note',
  pause: 'Pause voice note',
  seek: 'Voice note position',
  time: (current: string, total: string) => `${current} of ${total}`,
};
