import { callApi } from './api/client';

/** Password reset: both steps are answered by the server, before or without a session on this device. */
export const requestPasswordReset = (email: string) => callApi('resetPasswordRequest', { email });
export const submitNewPassword = (token: string, newPassword: string) =>
  callApi('resetPasswordSubmission', { token, newPassword });

/** Feedback goes straight to the platform's mailbox; it is not kept on the device. */
export const sendFeedback = (userId: number, feedbackContent: string) =>
  callApi('usersFeedback', { userId, feedbackContent });
