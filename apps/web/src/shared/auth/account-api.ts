import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  PasswordChanged,
  ResetPasswordBody,
} from '@taxdesk/domain';
import { api } from '../api/client';

/** Spends the link from the confirmation email; a used, expired or unknown link answers 410. */
export async function verifyEmail(token: string): Promise<void> {
  await api('/auth/verify-email', { method: 'POST', body: { token }, quiet: true });
}

/** Sends the signed-in person a new confirmation link. */
export async function resendVerification(): Promise<void> {
  await api('/me/verify-email', { method: 'POST', quiet: true });
}

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export async function forgotPassword(body: ForgotPasswordBody): Promise<void> {
  await api('/auth/forgot-password', { method: 'POST', body, quiet: true });
}

export async function resetPassword(body: ResetPasswordBody): Promise<PasswordChanged> {
  return api<PasswordChanged>('/auth/reset-password', { method: 'POST', body, quiet: true });
}

export async function changePassword(body: ChangePasswordBody): Promise<PasswordChanged> {
  return api<PasswordChanged>('/me/password', { method: 'POST', body, quiet: true });
}
