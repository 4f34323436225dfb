import { VideoGiftEditor } from './video-gift-form';

// The video gift's form lent to the builder's Main Gift step (decision 088): it edits the gift's stored video (or makes
// the first) in place, and hands the step back on a save or 'Batal', with no page of its own to come back from.

export default function VideoGiftEditorPanel({ onDone }: { onDone: () => void }) {
  return <VideoGiftEditor giftId="stored" onDone={onDone} />;
}
