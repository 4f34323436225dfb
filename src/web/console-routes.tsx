import { lazy } from 'react';
import { useSignupOpen } from '@/api/signup';
import { withStyles } from '@/page-loader';
import { useSearchParams } from '@/lib/router';
import { SIGNUP_CONFIRM_PARAM } from '@shared/signup-link';

// The console host's pages (decisions 018, 061), composed here because features never import each other: the
// operator's console, with sign-up's form above its login while SIGNUP=open, and the page of the confirmation mail's
// link (?signup=…). The router loads this module only on the console host.

const OperatorConsolePage = lazy(withStyles(() => import('@/features/operator/operator-console-page')));
const SignupGate = lazy(withStyles(() => import('@/features/signup/signup-form')));
const ConfirmSignupPage = lazy(withStyles(() => import('@/features/signup/confirm-signup-page')));

export default function ConsoleRoute() {
  const [params] = useSearchParams();
  const signupOpen = useSignupOpen();
  const token = params.get(SIGNUP_CONFIRM_PARAM);
  if (token !== null) return <ConfirmSignupPage token={token} />;
  const visitor = signupOpen.data ? <SignupGate baseDomain={window.location.hostname} open /> : null;
  return <OperatorConsolePage visitor={visitor} />;
}
