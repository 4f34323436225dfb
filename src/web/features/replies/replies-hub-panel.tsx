import { toast } from '@/lib/toast';
import type { HeartedItem, Reply } from '@shared/schemas/replies';
import { useHearts } from '@/api/hearts';
import { useDeleteReply, useReplies } from '@/api/replies';
import { storageUrl } from '@/api/storage-url';
import { ask } from '@/components/ask';
import { HubListSection } from '@/components/hub-list-section';
import { useEditorGate } from '@/components/editor-gate';
import { idHearts } from '@/i18n/id-hearts';
import { VoiceNotePlayer } from '@/components/voice-note-player';
import { idReplies } from '@/i18n/id-replies';
import { formatReplyTime } from './reply-format';
import { NotifySwitch } from '@/components/notify-switch';
import { HubSection } from '@/components/hub-section';

// The hub's 'Balasan' (decision 043): the recipient's replies, newest first, each with its date, its letter,
// its voice note to play and a delete (confirmed, like every delete here); then the photos and love moments
// the recipient gave a heart, most hearts first.

const t = idReplies.hub;

export default function RepliesHubPanel() {
  return (
    <HubSection heading={t.heading} intro={t.intro} className="card w-full space-y-6" testId="replies-panel">
      <NotifySwitch kind="replies" />
      <RepliesList />
      <HeartedList />
    </HubSection>
  );
}

function RepliesList() {
  const replies = useReplies();
  return (
    <HubListSection
      heading={t.repliesHeading}
      query={replies}
      items={replies.data}
      request="GET /api/replies"
      texts={{ loading: t.loading, loadFailed: t.loadFailed, empty: t.empty }}
    >
      {(list) => (
        <ul className="mt-3 flex flex-col gap-3">
          {list.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} />
          ))}
        </ul>
      )}
    </HubListSection>
  );
}

function ReplyItem({ reply }: { reply: Reply }) {
  const { runAsEditor } = useEditorGate();
  const remove = useDeleteReply({
    onSuccess: (done) => toast.success(done.message),
    onError: (failure) => toast.error(failure.message),
  });
  const when = formatReplyTime(reply.created_at);
  const askRemove = async () => {
    if (!(await ask(t.confirmDelete))) return;
    void runAsEditor(() => remove.mutate(reply.id));
  };
  return (
    <li className="rounded-2xl border border-rose-100 bg-rose-50/60 p-4" data-testid="reply-item">
      <div className="flex items-start justify-between gap-3">
        <time dateTime={reply.created_at} className="text-sm font-semibold text-rose-900/80">
          {when}
        </time>
        <button
          type="button"
          className="btn-secondary min-h-10 px-4 text-sm"
          aria-label={t.deleteLabel(when)}
          disabled={remove.isPending}
          onClick={() => void askRemove()}
        >
          {t.delete}
        </button>
      </div>
      {reply.message ? (
        <p className="mt-2 break-words whitespace-pre-wrap text-rose-950">{reply.message}</p>
      ) : (
        <p className="mt-2 text-sm text-rose-900/70">{t.noText}</p>
      )}
      {reply.voice_note && (
        <VoiceNotePlayer
          src={storageUrl(reply.voice_note)}
          label={t.voiceLabel(when)}
          durationMs={reply.voice_note_duration_ms}
          className="mt-3"
        />
      )}
    </li>
  );
}

function HeartedList() {
  const hearts = useHearts();
  return (
    <HubListSection
      heading={t.heartsHeading}
      query={hearts}
      items={hearts.data?.items}
      request="GET /api/reactions"
      texts={{ loading: t.loading, loadFailed: t.loadFailed, empty: t.heartsEmpty }}
    >
      {(items) => (
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {items.map((item) => (
            <HeartedRow key={`${item.target}-${item.id}`} item={item} />
          ))}
        </ul>
      )}
    </HubListSection>
  );
}

function HeartedRow({ item }: { item: HeartedItem }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-rose-100 bg-white p-2" data-testid="hearted-item">
      {item.thumb ? (
        <img src={storageUrl(item.thumb)} alt="" className="size-14 shrink-0 rounded-xl object-cover" loading="lazy" />
      ) : (
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-rose-100 text-2xl">
          ♥
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-rose-950">{item.title}</span>
        <span className="text-sm text-rose-900/70">
          {t.targets[item.target]} · {idHearts.count(item.count)}
        </span>
      </span>
    </li>
  );
}
