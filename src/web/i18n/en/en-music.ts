import type { Translation } from '../../../shared/translation';
import type { idMusic } from '../id-music';

// English twin of id-music.ts: the background music player and the hub's Music section.

export const enMusic: Translation<typeof idMusic> = {
  toggleOpen: 'Open the music player',
  toggleClose: 'Close the music player',
  panelLabel: 'Music player',
  nowPlaying: 'Now Playing',
  coverAlt: (title: string) => `Cover of the song ${title}`,
  unknownTitle: 'Untitled song',
  unknownArtist: 'Unknown artist',
  readingTags: 'Reading the song info...',
  seek: 'Song position',
  volume: 'Volume',
  play: 'Play',
  pause: 'Pause',
  time: (current: string, total: string) => `${current} of ${total}`,
  tapToStart: 'Tap anywhere to play the music',
  hub: {
    heading: 'Background Music',
    reloadNote: 'Be sure to click the reload button after saving!',
    current: 'Song playing',
    defaultTrack: 'Default song',
    uploadedTrack: 'Uploaded song',
    loading: 'Loading...',
    loadFailed: 'Failed to load the music.',
    fileLabel: 'Music File',
    fileHint: 'MP3, OGG, WAV, FLAC or M4A, up to 30 MB.',
    notAudio: 'Choose an audio file.',
    chooseFirst: 'Choose a music file first.',
    upload: 'Save',
    uploading: 'Saving...',
    progress: 'Upload progress',
    restore: 'Restore the Default Song',
    restoring: 'Processing...',
    saveFailed: 'Failed to save the music.',
    restoreFailed: 'Failed to restore the default song.',
  },
};
