import type { HubSectionId } from '@/components/hub-panel';

// One small line drawing per section, for the sidebar and the phone's bottom bar.

const paths: Record<HubSectionId, string> = {
  opening: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  dateInput: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6zM12 14.5v2',
  daysOfLove: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  features: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  look:
    'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-.9-.7-1.2-.7-2 0-.8.7-1.5 1.5-1.5H17a4 4 0 0 0 4-4c0-5-4-9-9-9z' +
    'M7.5 11h.01M10 7.5h.01M14.5 7.5h.01',
  loveMoments: 'M4 5h6a2 2 0 0 1 2 2v12a2 2 0 0 0-2-2H4zM20 5h-6a2 2 0 0 0-2 2v12a2 2 0 0 1 2-2h6z',
  gallery: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01',
  quiz: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5h.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  mainGift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7S10.5 3 8 4.2 9.5 7 12 7zM12 7s1.5-4 4-2.8S14.5 7 12 7z',
  music: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  replies: 'M4 5h16v11H8l-4 4zM9 9.5a1.5 1.5 0 0 1 3 0 1.5 1.5 0 0 1 3 0c0 1.7-3 3.5-3 3.5s-3-1.8-3-3.5z',
  wishes: 'M3 4h12v8H8l-3 3v-3H3zM18 9h3v8h-2v3l-3-3h-5v-2',
  heartMoments: 'M6 3h10l3 3v15H6zM9 17h7M10 10.2a1.3 1.3 0 0 1 2.5-.5 1.3 1.3 0 0 1 2.5.5c0 1.4-2.5 3-2.5 3s-2.5-1.6-2.5-3z',
  archive: 'M3 4h18v4H3zM5 8v12h14V8M10 12h4',
  ready: 'M9 11l3 3 8-8M20 12v7a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h11',
  footsteps: 'M8 3c2 0 3 2 3 5s-1 5-3 5-3-2-3-5 1-5 3-5zM6 16h4v2a2 2 0 0 1-4 0zM16 7c2 0 3 2 3 5s-1 5-3 5-3-2-3-5 1-5 3-5zM14 20h4',
  share:
    'M21 5a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM9 12a3 3 0 1 1-6 0 3 3 0 0 1 6 ' +
    '0zM21 19a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
};

export function SectionIcon({ section, className = 'size-5' }: { section: HubSectionId; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[section]} />
    </svg>
  );
}
