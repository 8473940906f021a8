import { callApi } from './api/client';
import { decodeToken, primeTokens } from './api/tokens';
import { forgetOfflineMapsOfOtherCompanies } from './store/offlineMapStore';
import { beginSession, storeLoginToken } from './store/session';
import { readSetting } from './store/settings';
import { pullAccount } from './sync/pull';

/**
 * Sign a user in on this device: the login call, then another user's data leaves the store, then the account
 * (company, assets, reference lists) loads before the token is stored (another company's offline maps leave then) — storing it enters the app, which loads
 * the asset's rows and shows their progress. A failed first load still signs in (`onLoadFailed` says why); a
 * refused login rejects and leaves no token. The login route loads this module on submit, keeping it small.
 */
export async function signIn(
  username: string,
  password: string,
  onLoadFailed: (error: unknown) => void,
): Promise<'signed in' | 'refused'> {
  try {
    const { token } = await callApi('login', { username, password });
    const userId = decodeToken(token)?.data.userId;
    if (!token || !userId) return 'refused';
    const session = await beginSession(userId);
    primeTokens({ user: token });
    try {
      await pullAccount(userId);
    } catch (error) {
      console.error('First data load failed', error);
      onLoadFailed(error);
    }
    const company = await readSetting('company');
    if (company)
      await forgetOfflineMapsOfOtherCompanies(company.id).catch((error: unknown) =>
        console.error("Removing another company's offline maps failed", error),
      );
    await storeLoginToken(session, token);
    return 'signed in';
  } catch (error) {
    primeTokens({ user: null });
    throw error;
  }
}
