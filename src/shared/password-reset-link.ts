/**
 * The forgotten password's mail links to the edit hub with this parameter, /edit-pages?reset=… (decision 060): the
 * giver's chunk shows the new password's form there, so the recipient's first load carries no route of its own for it.
 * Its own module, so only the giver's chunk imports it.
 */
export const PASSWORD_RESET_PARAM = 'reset';
