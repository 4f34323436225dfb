import { memo, Suspense, type ReactNode } from 'react';
import { ROUTES } from '@shared/routes';
import type { HubPanelContext } from '@/components/hub-panel';
import { idBuilder } from '@/i18n/id-builder';
import type { BuilderStep } from '@/lib/builder-progress';
import { StepHeading, StepHint, StepLoading } from './step-parts';
import type { CommitSlot } from './step-commit';
import { useStepModule, type StepModuleName, type StepModules } from './step-modules';

// The card of the step shown: the step's own fields (their code a chunk of its own, step-modules.ts) or the part
// another feature lends it (editor-routes.tsx). A memo: the builder's own state ('Menyimpan…' while a step saves,
// a dialog) does not render the step again (decision 097).

const t = idBuilder;

/** The parts other features lend the builder (features never import each other). */
export interface BuilderSlots {
  photos: (context: HubPanelContext) => ReactNode;
  music: ReactNode;
  /**
   * The hub's Main Gift panel: the video's and the letter's editors, opened in place (the builder hands it the letter's),
   * and the coupon with its WhatsApp number.
   */
  mainGift: (letter: (close: () => void) => ReactNode) => ReactNode;
  /** The quiz's questions (the editor only; the crossword stays in the hub). */
  quiz: ReactNode;
  theme: ReactNode;
  share: ReactNode;
}

export interface StepBodyProps {
  step: BuilderStep;
  headingId: string;
  commit: CommitSlot;
  slots: BuilderSlots;
  folderId: number | null;
  onFolder: (folderId: number) => void;
  reloadPreview: () => void;
  /** Bumped by reloadPreview: the theme step's frame loads again. */
  previewCount: number;
  /** The menu's way to the photos step. */
  onPhotos: () => void;
}

export const StepBody = memo(function StepBody({
  step,
  headingId,
  commit,
  slots,
  folderId,
  onFolder,
  reloadPreview,
  previewCount,
  onPhotos,
}: StepBodyProps) {
  const stepProps = { headingId, commit };
  switch (step) {
    case 'occasion':
      return <StepCode name="occasion">{(code) => <code.OccasionStep {...stepProps} />}</StepCode>;
    case 'names':
      return <StepCode name="namesDate">{(code) => <code.NamesStep {...stepProps} />}</StepCode>;
    case 'date':
      return <StepCode name="namesDate">{(code) => <code.DateStep {...stepProps} />}</StepCode>;
    case 'photos':
      return (
        <StepCode name="photos">
          {(code) => (
            <code.PhotosStep {...stepProps} folderId={folderId} onFolder={onFolder} reloadPreview={reloadPreview} upload={slots.photos} />
          )}
        </StepCode>
      );
    case 'letter':
      return <StepCode name="letter">{(code) => <code.LetterStep {...stepProps} />}</StepCode>;
    case 'music':
      return <SlotStep headingId={headingId} heading={t.music.heading} hint={t.music.hint} slot={slots.music} />;
    case 'menu':
      return <StepCode name="menu">{(code) => <code.MenuStep {...stepProps} onPhotos={onPhotos} />}</StepCode>;
    case 'mainGift':
      return (
        <SlotStep
          headingId={headingId}
          heading={t.mainGift.heading}
          hint={t.mainGift.hint}
          slot={slots.mainGift((close) => (
            <Suspense fallback={<StepLoading />}>
              <StepCode name="letter">{(code) => <code.LetterInPlace commit={commit} close={close} />}</StepCode>
            </Suspense>
          ))}
        >
          <div className="mt-6">{slots.quiz}</div>
        </SlotStep>
      );
    case 'theme':
      return (
        <SlotStep headingId={headingId} heading={t.theme.heading} slot={slots.theme}>
          <iframe
            key={previewCount}
            src={ROUTES.opening}
            title={t.theme.previewLabel}
            className="mt-4 h-[500px] w-full rounded-2xl border border-rose-100 bg-white shadow-inner"
          />
        </SlotStep>
      );
    case 'reveal':
      return <StepCode name="reveal">{(code) => <code.RevealStep {...stepProps} />}</StepCode>;
    case 'share':
      return <SlotStep headingId={headingId} heading={t.share.heading} hint={t.share.done} slot={slots.share} />;
  }
});

/** A step's own fields, once their chunk is here (suspends until then). */
function StepCode<Name extends StepModuleName>({ name, children }: { name: Name; children: (code: StepModules[Name]) => ReactNode }) {
  return children(useStepModule(name));
}

function SlotStep({
  headingId,
  heading,
  hint,
  slot,
  children,
}: {
  headingId: string;
  heading: string;
  hint?: string;
  slot: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <StepHeading id={headingId}>{heading}</StepHeading>
      {hint && <StepHint>{hint}</StepHint>}
      <div className="mt-4">{slot}</div>
      {children}
    </>
  );
}
