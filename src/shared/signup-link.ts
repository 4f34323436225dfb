/**
 * Sign-up's links (decision 061). The confirmation mail links to the console host with `?signup=…`; confirming
 * answers the new gift's hub with `?welcome=…`, a one-use code that signs the giver in on the gift's own host. Their
 * own module, so only the giver's and the console's chunks import them.
 */
export const SIGNUP_CONFIRM_PARAM = 'signup';
export const SIGNUP_WELCOME_PARAM = 'welcome';
