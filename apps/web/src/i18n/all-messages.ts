// Every domain's pt-BR messages, in a chunk of their own: loaded by `loadAllMessages` (i18n/index.ts)
// with the shell, a lazy screen or the accessibility panel, never on the sign-in page.
export { MESSAGES } from '@trilha/shared/kernel';
