import { useForm, type SaveCallbacks, type SaveMutation } from '@/lib/use-form';

// A sign-in (the giver's login dialog, the operator's console): an email and a password through the one form hook
// (decision 093). Nothing is checked here: the server decides, and its refusal is said once, in the form beside the
// fields (role=alert), with the same words whatever was wrong (docs/product.md §18).

export interface SignIn {
  email: string;
  password: string;
}

export function useSignInForm<TReply>(
  useSave: (callbacks: SaveCallbacks<TReply, SignIn>) => SaveMutation<SignIn>,
  onSaved?: (reply: TReply) => void,
) {
  return useForm({
    initial: { email: '', password: '' },
    check: (values: SignIn) => ({ ok: true, value: { email: values.email.trim(), password: values.password } }),
    useSave,
    serverErrors: () => ({}),
    failure: 'inline',
    onSaved,
  });
}
