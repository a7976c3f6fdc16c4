import { describe, expect, it } from 'vitest';
import type { CreateLeadInput } from '@trilha/shared/leads';
import { firstLeadIssue, formatWhatsapp, parseLead } from '../../apps/web/src/features/leads/waitlist.ts';

const good: CreateLeadInput = {
  name: 'Joana Prado',
  company: 'Escola Horizonte',
  email: 'Joana@Horizonte.com.br',
  contact: '(11) 98888-7777',
  additional_comments: '',
  functionality_triggered: 'Produção',
};
const long = 'a'.repeat(256);

describe('waitlist form (001 §5): the first problem, with the spec’s message', () => {
  it('a good entry is sent trimmed, with only the WhatsApp digits', () => {
    expect(parseLead(good)).toEqual({
      issue: null,
      body: { ...good, email: 'joana@horizonte.com.br', contact: '11988887777', additional_comments: null },
    });
  });

  it.each([
    [{ name: '  ' }, 'name', 'Preencha o campo Nome'],
    [{ name: long }, 'name', 'O campo Nome atingiu seu tamanho máximo'],
    [{ company: '' }, 'company', 'Preencha o campo Empresa'],
    [{ company: long }, 'company', 'O campo Empresa atingiu seu tamanho máximo'],
    [{ email: '' }, 'email', 'Preencha o campo Email'],
    [{ email: 'joana.prado' }, 'email', 'Email Invalido'],
    [{ email: 'joana@horizonte' }, 'email', 'Email inválido, domínio incompleto'],
    [{ email: `${'j'.repeat(250)}@horizonte.com` }, 'email', 'O campo Email atingiu seu tamanho máximo'],
    [{ contact: '' }, 'contact', 'Preencha o campo WhatsApp no seguinte formato (DDD) 9####-####'],
    [{ contact: '1198888777' }, 'contact', 'Preencha o campo WhatsApp no seguinte formato (DDD) 9####-####'],
    [{ contact: '119888877770' }, 'contact', 'Preencha o campo WhatsApp no seguinte formato (DDD) 9####-####'],
    [{ additional_comments: long }, 'additional_comments', 'O campo Comentário adicional atingiu seu tamanho máximo'],
  ] as const)('%o → %s: %s', (patch, field, message) => {
    expect(firstLeadIssue({ ...good, ...patch })).toEqual({ field, message });
  });

  it('several problems: the first field in screen order wins', () => {
    expect(firstLeadIssue({ ...good, contact: '', email: 'x', name: '' })).toEqual({
      field: 'name',
      message: 'Preencha o campo Nome',
    });
    expect(firstLeadIssue({ ...good, contact: '', email: 'x' })?.field).toBe('email');
  });
});

describe('WhatsApp mask', () => {
  it('formats as typed, keeping digits only', () => {
    expect(formatWhatsapp('')).toBe('');
    expect(formatWhatsapp('1')).toBe('(1');
    expect(formatWhatsapp('11')).toBe('(11');
    expect(formatWhatsapp('119')).toBe('(11) 9');
    expect(formatWhatsapp('1198888')).toBe('(11) 98888');
    expect(formatWhatsapp('11988887')).toBe('(11) 98888-7');
    expect(formatWhatsapp('11 98888-7777')).toBe('(11) 98888-7777');
    expect(formatWhatsapp('abc(11)98888.7777')).toBe('(11) 98888-7777');
  });
  it('more than 11 digits are shown bare, so the rule refuses them rather than a silent cut', () => {
    expect(formatWhatsapp('119888877770')).toBe('119888877770');
  });
});
