import { useNavigate, useSearchParams } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { useEditorOnly } from '@/components/editor-only';
import { EditorPageCard } from '@/components/editor-page-card';
import { idMainGift } from '@/i18n/id-main-gift';
import { parseGiftId } from './edit-path';
import { VideoGiftEditor } from './video-gift-form';

// The video gift editor's page (docs/product.md §2 "Video gift editor"): Title, Description, Video File; in
// edit mode (?id=) the current file's name and 'Simpan Perubahan'. Success and 'Batal' return to /video-gift.
// The builder's Main Gift step holds the same form in place (video-gift-editor-panel.tsx).

const t = idMainGift.videoEditor;

export default function EditVideoGiftPage() {
  const [params] = useSearchParams();
  const giftId = parseGiftId(params.get('id'));
  const access = useEditorOnly();
  const navigate = useNavigate();

  return (
    <EditorPageCard access={access} words={t} cancelTo={ROUTES.videoGift}>
      <VideoGiftEditor giftId={giftId} onDone={() => navigate(ROUTES.videoGift)} />
    </EditorPageCard>
  );
}
