/**
 * The English catalogue of signing in (the login dialog, the sign-in and forgot-password pages),
 * one chunk that `loadStrings('auth')` (./index.ts) loads beside their code.
 */
import type { Catalogue } from './runtime';
import auth from './locales/en/auth.json';

const bundles: Record<string, Catalogue> = { auth };
export default bundles;
