/** The chat link of Falar com Tutor (001 §2): the configured number's digits with country code 55. */
export function tutorChatLink(phone: string): string {
  return `https://wa.me/55${phone.replace(/\D/g, '')}`;
}
