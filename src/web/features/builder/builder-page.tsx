import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ROUTES } from '@shared/routes';
import { HubPreviewContext, LockedNotice, useEditorOnly } from '@/components/editor-only';
import { Dialog } from '@/components/dialog';
import { LentFormsContext, type LentForms } from '@/components/lent-form';
import { LoadFailureBoundary } from '@/components/load-failure';
import { id } from '@/i18n/id';
import { idBuilder } from '@/i18n/id-builder';
import { BUILDER_STEPS, readBuilderProgress, writeBuilderProgress, type BuilderStep } from '@/lib/builder-progress';
import { nextPaint } from '@/lib/after-paint';
import { Link, useNavigate } from '@/lib/router';
import { LeaveDialog } from './leave-dialog';
import { StepFocusContext, StepLoading } from './step-parts';
import type { StepCommit } from './step-commit';
import { StepBody, type BuilderSlots } from './step-body';
import { loadStepModule } from './step-modules';

export type { BuilderSlots } from './step-body';

// Susun Kadomu, the builder (docs/product.md §28, decision 064): the gift in eleven steps, one at a time. Each step
// saves what changed when the giver goes on ('Lanjut'); 'Kembali' and 'Lewati' (the optional steps) save nothing.
// The step reached is remembered in this browser (lib/builder-progress.ts), so the hub's 'Lanjutkan menyusun'
// comes back to it. The recipient's view is one tap away ('Lihat pratinjau'). Other features' parts (the gallery's
// upload, the music panel, the Main Gift panel with the coupon, the quiz editor, the theme picker, the share panel)
// come from editor-routes.tsx as slots.

const t = idBuilder;

/**
 * Steps that may be skipped: none of the others waits for them. The menu is not among them: it is where every page
 * the menu shows gets the giver's words or leaves the menu (decision 083).
 */
const OPTIONAL: ReadonlySet<BuilderStep> = new Set(['photos', 'music', 'mainGift', 'theme', 'reveal']);

/** Steps with fields of their own, saved on 'Lanjut'; the others (the lent panels) save as the giver works in them. */
const SAVES_ON_NEXT: ReadonlySet<BuilderStep> = new Set(['occasion', 'names', 'date', 'letter', 'menu', 'reveal']);

/** The recipient's page each step changes, for 'Lihat pratinjau'. */
const PREVIEW_PATH: Record<BuilderStep, string> = {
  occasion: ROUTES.opening,
  names: ROUTES.opening,
  date: ROUTES.dateInput,
  photos: ROUTES.gallery,
  letter: ROUTES.loveTyping,
  music: ROUTES.features,
  menu: ROUTES.features,
  mainGift: ROUTES.mainGift,
  theme: ROUTES.opening,
  reveal: ROUTES.opening,
  share: ROUTES.opening,
};

/** Where the builder opens: the step the giver reached in this browser. */
function startingProgress() {
  const stored = readBuilderProgress();
  // A finished builder opened again starts from the first step; the hub's card stays away.
  return stored && !stored.finished
    ? stored
    : { step: BUILDER_STEPS[0], finished: stored?.finished ?? false, folderId: stored?.folderId ?? null };
}

// The code of the step the builder opens at comes with the page's, not after the session check and the first render.
void loadStepModule(startingProgress().step);

export default function BuilderPage(slots: BuilderSlots) {
  const access = useEditorOnly();
  const { checking, isEditor, askLogin } = access;
  if (isEditor) return <Builder {...slots} />;
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      <section className="card w-full max-w-md text-center" aria-busy={checking}>
        <h1 className="font-display text-2xl font-bold text-rose-700">{t.heading}</h1>
        {checking ? (
          <p className="mt-4 text-rose-900/70" role="status">
            {t.checking}
          </p>
        ) : (
          <LockedNotice onLogin={askLogin} access={access} />
        )}
      </section>
    </main>
  );
}

function Builder(slots: BuilderSlots) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState(startingProgress);
  const [busy, setBusy] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [previewCount, setPreviewCount] = useState(0);
  /** Where the giver asked to go while the step held changes not saved yet. */
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const commit = useRef<StepCommit | null>(null);
  const headingId = useId();
  const firstRender = useRef(true);
  /** Whether the step's heading, still to come, takes the focus when it shows. */
  const focusOnShow = useRef(false);

  const index = BUILDER_STEPS.indexOf(progress.step);
  const step = progress.step;
  const total = BUILDER_STEPS.length;
  const optional = OPTIONAL.has(step);
  const last = index === total - 1;

  useEffect(() => writeBuilderProgress(progress), [progress]);
  /**
   * The code of the steps on either side, fetched once a step comes after the first (decision 097): opening the
   * builder fetches the shown step's alone, and 'Lanjut' fetches the next one's while the step saves. Not at the
   * giver's first touch: the chunk then ran between that tap's events and held its answer (INP).
   */
  const fetchAround = useCallback(() => {
    void loadStepModule(BUILDER_STEPS[index + 1]);
    void loadStepModule(BUILDER_STEPS[index - 1]);
  }, [index]);
  // A new step: its heading takes the focus, so a screen reader starts reading there (not on the first render). A
  // step whose code is still coming shows its heading later: the heading takes the focus then (step-parts.tsx).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      void loadStepModule(step);
      return;
    }
    const heading = document.getElementById(headingId);
    heading?.focus();
    focusOnShow.current = !heading || document.activeElement !== heading;
    window.scrollTo({ top: 0 });
    fetchAround();
  }, [step, headingId, fetchAround]);

  // A reload or a closed tab with changes not saved yet: the browser's own question.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (commit.current?.dirty?.()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const goTo = useCallback((next: number) => setProgress((current) => ({ ...current, step: BUILDER_STEPS[next] ?? current.step })), []);
  /**
   * Goes elsewhere ('Kembali', 'Lewati', 'Ke Edit Pages', another editor in place of an open one), asking first when the
   * step, or a form lent to it, holds changes not saved yet.
   */
  const leave = useCallback((go: () => void) => {
    if (commit.current?.dirty?.()) setLeaving(() => go);
    else go();
  }, []);
  /** A form another feature lends the step (the video's) holds the step's commit while it is open. */
  const lentForms = useMemo<LentForms>(
    () => ({
      hold: (work) => {
        commit.current = work;
      },
      leave,
    }),
    [leave],
  );
  const saveAndLeave = async (go: () => void) => {
    const save = commit.current;
    setBusy(true);
    const ok = save ? await save() : true;
    setBusy(false);
    if (!ok) return setLeaving(null);
    setLeaving(null);
    go();
  };
  const reloadPreview = useCallback(() => setPreviewCount((count) => count + 1), []);
  const preview = useMemo(() => ({ reloadPreview }), [reloadPreview]);
  const onFolder = useCallback((folderId: number) => setProgress((current) => ({ ...current, folderId })), []);
  const onPhotos = useCallback(() => leave(() => goTo(BUILDER_STEPS.indexOf('photos'))), [leave, goTo]);

  const goOn = async () => {
    if (busy) return;
    const save = commit.current;
    // A step whose reads have not come yet has no commit: a required one waits, an optional one may be passed.
    if (!save && SAVES_ON_NEXT.has(step) && !optional) return;
    // The next step's code comes while the step saves, so the next step shows whole.
    const nextCode = loadStepModule(BUILDER_STEPS[index + 1]);
    setBusy(true);
    // The tap's frame shows 'Menyimpan…' first; the save's checks and request come after it (decision 097).
    await nextPaint();
    const ok = save ? await save() : true;
    if (ok) await nextCode;
    setBusy(false);
    if (!ok) return;
    if (last) {
      setProgress((current) => ({ ...current, finished: true }));
      void navigate(ROUTES.editPages);
    } else goTo(index + 1);
  };

  const stepName = t.steps[step];
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${stepName} · ${t.heading} · ${id.appName}`}</title>
      <header className="border-b border-rose-100 bg-white/90 px-4 py-3">
        <div className="mx-auto flex max-w-xl flex-wrap items-center justify-between gap-2">
          <h1 className="font-display text-xl font-bold text-rose-700">{t.heading}</h1>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-secondary min-h-11 px-3 text-sm"
              aria-haspopup="dialog"
              onClick={() => setPreviewOpen(true)}
            >
              {t.preview}
            </button>
            <Link
              to={ROUTES.editPages}
              className="btn-secondary min-h-11 px-3 text-sm"
              onClick={(event) => {
                if (!commit.current?.dirty?.()) return;
                event.preventDefault();
                setLeaving(() => () => void navigate(ROUTES.editPages));
              }}
            >
              {t.toHub}
            </Link>
          </div>
        </div>
        <div className="mx-auto mt-2 max-w-xl">
          <p className="text-sm font-medium text-rose-900" aria-hidden="true">
            {t.progress(index + 1, total)} · {stepName}
            {optional && <span className="text-rose-900/70"> · {t.optional}</span>}
          </p>
          <div
            role="progressbar"
            aria-label={t.progress(index + 1, total)}
            aria-valuemin={1}
            aria-valuemax={total}
            aria-valuenow={index + 1}
            aria-valuetext={`${t.progress(index + 1, total)}: ${stepName}`}
            className="mt-1 h-2 overflow-hidden rounded-full bg-rose-100"
          >
            <div className="h-full rounded-full bg-rose-500 transition-[width]" style={{ width: `${((index + 1) / total) * 100}%` }} />
          </div>
        </div>
      </header>

      <main className="mx-auto w-full max-w-xl flex-1 px-4 pt-4">
        {index === 0 && <p className="mb-3 text-sm text-rose-900/80">{t.intro}</p>}
        <section aria-labelledby={headingId} className="card">
          <HubPreviewContext value={preview}>
            {/* A step's lent part that cannot load names what failed in the card, under the builder's own bar. */}
            <LoadFailureBoundary resetKey={step}>
              <LentFormsContext value={lentForms}>
                <StepFocusContext value={focusOnShow}>
                  <Suspense fallback={<StepLoading />}>
                    <StepBody
                      step={step}
                      headingId={headingId}
                      commit={commit}
                      slots={slots}
                      folderId={progress.folderId}
                      onFolder={onFolder}
                      reloadPreview={reloadPreview}
                      previewCount={previewCount}
                      onPhotos={onPhotos}
                    />
                  </Suspense>
                </StepFocusContext>
              </LentFormsContext>
            </LoadFailureBoundary>
          </HubPreviewContext>
        </section>
        {/* Room for the fixed bar of Back and Next. */}
        <div className="h-20" aria-hidden="true" />
      </main>

      {/* At the thumb's reach on a phone: Back on the left, Next on the right. */}
      <nav
        aria-label={t.heading}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-rose-100 bg-white/95 px-4 pb-[env(safe-area-inset-bottom)]"
      >
        <div className="mx-auto flex max-w-xl items-center gap-2 py-3">
          <button
            type="button"
            className="btn-secondary min-h-12 px-4"
            disabled={index === 0 || busy}
            onClick={() => leave(() => goTo(index - 1))}
          >
            {t.back}
          </button>
          <span className="flex-1" />
          {optional && (
            <button type="button" className="btn-secondary min-h-12 px-4" disabled={busy} onClick={() => leave(() => goTo(index + 1))}>
              {t.skip}
            </button>
          )}
          <button type="button" className="btn-primary min-h-12 px-5" disabled={busy} aria-busy={busy} onClick={() => void goOn()}>
            {busy ? t.saving : last ? t.finish : t.next}
          </button>
        </div>
      </nav>

      {previewOpen && <PreviewDialog path={PREVIEW_PATH[step]} onClose={() => setPreviewOpen(false)} />}
      {leaving && (
        <LeaveDialog
          step={stepName}
          busy={busy}
          onSave={() => void saveAndLeave(leaving)}
          onDiscard={() => {
            setLeaving(null);
            leaving();
          }}
          onStay={() => setLeaving(null)}
        />
      )}
    </div>
  );
}

/** 'Lihat pratinjau': the recipient's page of this step, in a frame, as the hub's preview shows it. */
function PreviewDialog({ path, onClose }: { path: string; onClose: () => void }) {
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      labelledBy={titleId}
      onEscape={onClose}
      initialFocus={closeButton}
      backdropClassName="z-40 items-end p-2 sm:items-center"
      className="flex h-full max-h-[92dvh] w-full max-w-lg flex-col overflow-hidden rounded-3xl bg-blush-50 shadow-2xl"
    >
      <div className="flex items-center justify-between gap-2 border-b border-rose-100 px-4 py-2">
        <h2 id={titleId} className="font-display truncate text-lg font-bold text-rose-700">
          {t.previewHeading}
        </h2>
        <button ref={closeButton} type="button" onClick={onClose} className="btn-secondary min-h-11 px-4">
          {t.close}
        </button>
      </div>
      <iframe src={path} title={t.previewFrame} className="min-h-0 flex-1 bg-white" />
    </Dialog>
  );
}
