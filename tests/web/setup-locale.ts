// The web tests read the screens in pt-BR (the product's language). Without a language cookie the
// page follows the browser's language (apps/web/src/i18n/locale.ts, issue 29), and happy-dom's
// browser is en-US: the cookie the language selector writes keeps these tests in pt-BR.
if (typeof document !== 'undefined') document.cookie = 'trilha_lang=pt; path=/';
