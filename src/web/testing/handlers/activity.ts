import { http } from 'msw';
import { DEMO_PIN } from '@shared/constants';
import { DEMO_CONTENT } from '@shared/demo-content';
import { activityReply, READINESS_KEYS, readinessReply, type ReadinessItem } from '@shared/schemas/activity';
import { settingsBody, settingsReply, settingsSaveReply } from '@shared/schemas/settings';
import { SETTINGS_MSG } from '@shared/messages/settings';
import { DEMO_COUNTER_START, gift } from '../db';
import { parseBody, reply } from './reply';

// Ready to give, the recipient's footsteps and the gift's settings. The readiness list is
// the server's to work out (src/server/routes/readiness.test.ts); here it answers for the three items the test gift
// can change (the name, the PIN, the counter's start) and leaves the others open, as a fresh gift's are.

/** '020222' (DDMMYY) as the calendar date the counter may take: 2022-02-02. */
const pinDate = (pin: string) => `20${pin.slice(4, 6)}-${pin.slice(2, 4)}-${pin.slice(0, 2)}`;

function readinessItems(): ReadinessItem[] {
  const pin = gift.dateInput.selected_date;
  const done: Partial<Record<ReadinessItem['key'], boolean>> = {
    'recipient-name': gift.opening.recipient_name !== DEMO_CONTENT.id.opening.recipient_name,
    pin: pin !== DEMO_PIN,
    'counter-date': gift.daysOfLove.date_at !== DEMO_COUNTER_START,
  };
  return READINESS_KEYS.map((key) => {
    const item: ReadinessItem = { key, done: done[key] ?? false };
    // The PIN's date is offered once the PIN is the giver's own.
    if (key === 'counter-date' && !item.done && pin !== DEMO_PIN) item.suggest = pinDate(pin);
    return item;
  });
}

export const activityHandlers = [
  http.get('/api/readiness', () => {
    const items = readinessItems();
    return reply(readinessReply, { success: true, data: { ready: items.every((item) => item.done), items } });
  }),
  http.get('/api/activity', () => reply(activityReply, { success: true, data: gift.activity })),
  // The switches are the giver's alone: anyone else reads the language and the theme.
  http.get('/api/settings', () => {
    const { language, theme, themes } = gift.settings;
    return reply(settingsReply, { success: true, data: gift.role === 'editor' ? gift.settings : { language, theme, themes } });
  }),
  http.put('/api/settings', async ({ request }) => {
    const body = await parseBody(request, settingsBody);
    if (!body.ok) return body.response;
    const { notify, ...rest } = body.data;
    gift.settings = { ...gift.settings, ...rest, notify: { ...gift.settings.notify, ...notify } };
    return reply(settingsSaveReply, { success: true, message: SETTINGS_MSG.saved, data: gift.settings });
  }),
];
