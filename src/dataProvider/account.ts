/**
 * The calls of the pages before sign-in (spec §7 "Users"):
 *
 *   register          POST /api/user/signup          { name, email, password }
 *   confirm account   POST /api/user/confirm         { token }
 *   forgot password   POST /api/user/forgotpassword  { email }
 *   reset password    POST /api/user/resetpassword   { token, password }
 */
import { httpClient } from './httpClient';

export const signUp = (user: { name: string; email: string; password: string }): Promise<unknown> => httpClient('/user/signup', { method: 'POST', body: user });

export const confirmAccount = (token: string): Promise<unknown> => httpClient('/user/confirm', { method: 'POST', body: { token } });

/** Asks for the e-mail with the link that sets a new password. */
export const forgotPassword = (email: string): Promise<unknown> => httpClient('/user/forgotpassword', { method: 'POST', body: { email } });

export const resetPassword = (token: string, password: string): Promise<unknown> => httpClient('/user/resetpassword', { method: 'POST', body: { token, password } });
