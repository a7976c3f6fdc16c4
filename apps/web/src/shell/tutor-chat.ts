/**
 * The chat link of Falar com Tutor (001 §2): the configured number's digits with country code 55.
 *
 * A Brazilian number is a two-digit area code (DDD) and 8 or 9 digits: 10 or 11 digits. Longer
 * than that and starting with 55, the number already carries the country code (stored as
 * "+55 11 9…"), so 55 is not added twice. DDD 55 itself exists (Santa Maria, RS): an 11-digit
 * "55 9…" is an area code, and still gets the prefix. A leading trunk 0 ("011 …") is dropped.
 */
export function tutorChatLink(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^0+/, '');
  const hasCountryCode = digits.startsWith('55') && digits.length >= 12;
  return `https://wa.me/${hasCountryCode ? digits : `55${digits}`}`;
}
