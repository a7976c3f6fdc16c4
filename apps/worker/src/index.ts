export { createWorker, type WorkerOptions, type TrilhaWorker } from './worker.ts';
export { createMailer, type SmtpConfig, type Mailer, type Mail } from './mailer.ts';
export { passwordResetMail, PASSWORD_RESET_SUBJECT } from './jobs/auth/mail-password-reset.ts';
