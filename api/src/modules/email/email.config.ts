import { z } from 'zod';

/** How the app sends email: through SMTP when `SMTP_URL` is set, otherwise into the sandbox outbox. */
export interface EmailConfig {
  /** e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465; unset: the sandbox outbox. */
  smtpUrl?: string;
  /** The From header of every email. */
  from: string;
  /** Where links in emails point (unsubscribe, share links). */
  publicUrl: string;
}

export const emailEnvironment = {
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…' }).optional()),
  EMAIL_FROM: z.string().trim().min(3).default('Rankcraft <no-reply@rankcraft.localhost>'),
};

export function selectEmailConfig(env: { SMTP_URL?: string; EMAIL_FROM: string; PUBLIC_URL?: string; PORT: number }): EmailConfig {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.EMAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };
}
