import type { Translation } from '../../../shared/translation';
import type { idReveal } from '../id-reveal';

// English twin of id-reveal.ts: the timed reveal's countdown.

export const enReveal: Translation<typeof idReveal> = {
  forName: (name: string) => `For ${name}`,
  lead: 'Your gift opens in',
  units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  summary: (days: number, hours: number, minutes: number) =>
    `The gift opens in ${days} ${days === 1 ? 'day' : 'days'}, ${hours} ${hours === 1 ? 'hour' : 'hours'}, ` +
    `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  opensAt: (date: string, time: string) => `Opens ${date} at ${time.replace('.', ':')} WIB`,
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  opening: 'Opening your gift...',
};
