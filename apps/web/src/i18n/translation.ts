/**
 * A catalogue in another language: exactly the keys of the pt-BR source (a missing or an extra key
 * is a type error in the strings.<lang>.ts file), any text. Plural forms are the source's keys
 * (`_one`, `_other`…), which i18next picks with Intl.PluralRules for the language.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
