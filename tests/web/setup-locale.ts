// The web tests read the screens in pt-BR (the product's language), with every domain's messages.
// Without a language cookie the page follows the browser's language (apps/web/src/i18n/locale.ts,
// issue 29), and happy-dom's browser is en-US: the cookie the language selector writes keeps these
// tests in pt-BR. The entry's catalogue has only the common and sign-in messages; the shell loads
// the rest (loadAllMessages), as here.
if (typeof document !== 'undefined') document.cookie = 'trilha_lang=pt; path=/';
const { loadAllMessages } = await import('../../apps/web/src/i18n/index.ts');
await loadAllMessages();
export {};
