export { authFailure, loginChallengeOf } from './api/auth-errors.server.ts';
export {
  clearFlowCookie,
  flowCookie,
  readFlow,
  toFlowStep,
  verifyFlow,
} from './api/auth-flow.server.ts';
export type { AuthFlow } from './api/auth-flow.server.ts';
export { completeSignIn } from './api/sign-in.server.ts';
export { finishGoogleSignIn, isGoogleEnabled, startGoogleSignIn } from './api/google.server.ts';
