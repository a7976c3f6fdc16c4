import { describe, expect, it } from 'vitest';
import type { TenantSettings } from '@trilha/shared/tenancy';
import {
  logoProblem,
  previewColor,
  settingsFormData,
  settingsFormDefaults,
  validateSettings,
} from '../../apps/web/src/features/consumers/settings-form.ts';
import { buildTheme, themeCssVariables } from '../../apps/web/src/lib/theme/colors.ts';
import { tutorChatLink } from '../../apps/web/src/shell/sidebar-entries.ts';

const settings: TenantSettings['data'] = {
  consumerSettingsId: 3,
  name: 'Trilha Demo',
  domain: 'demo',
  company_id: 1,
  settings: {
    primary_color: '#EA580C',
    secondary_color: '#1E293B',
    photo: null,
    tutoring_phone_number: '11987654321',
    tutoring_phone_number_enabled: true,
  },
  primary_color: '#EA580C',
  secondary_color: '#1E293B',
  original_primary_color: '#EA580C',
  original_secondary_color: '#1E293B',
};

describe('Update Consumer Settings form', () => {
  it('starts from the saved settings (colours as #rrggbb lower case)', () => {
    expect(settingsFormDefaults(settings)).toEqual({
      primary_color: '#ea580c',
      secondary_color: '#1e293b',
      tutoring_phone_number: '11987654321',
      tutoring_phone_number_enabled: true,
    });
  });

  it('checks colours and phone with the shared schema; enabling needs a number', () => {
    const ok = settingsFormDefaults(settings);
    expect(validateSettings(ok)).toEqual({});
    expect(validateSettings({ ...ok, primary_color: '#ea58' })).toEqual({ primary_color: 'Informe a cor no formato #rrggbb' });
    expect(validateSettings({ ...ok, tutoring_phone_number: '1234' })).toEqual({
      tutoring_phone_number: 'Informe o telefone com DDD, apenas números (10 a 13 dígitos)',
    });
    expect(validateSettings({ ...ok, tutoring_phone_number: '' })).toEqual({
      tutoring_phone_number: 'Informe o telefone de tutoria para habilitá-lo',
    });
    expect(validateSettings({ ...ok, tutoring_phone_number: '', tutoring_phone_number_enabled: false })).toEqual({});
  });

  it('sends multipart fields: colours, phone digits, the switch, and the logo when chosen', () => {
    const v = { ...settingsFormDefaults(settings), primary_color: '#0D9488', tutoring_phone_number: '(11) 3333-4444' };
    const form = settingsFormData(v, null);
    expect(Object.fromEntries(form.entries())).toEqual({
      primary_color: '#0d9488',
      secondary_color: '#1e293b',
      tutoring_phone_number: '1133334444',
      tutoring_phone_number_enabled: 'true',
    });
    const withLogo = settingsFormData(v, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
    expect(withLogo.get('photo')).toBeInstanceOf(Blob);
  });

  it('refuses a logo of another type or over 2 MB before sending it', () => {
    expect(logoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoProblem({ type: 'image/gif', size: 1000 })).toBe('A imagem deve ser PNG, JPEG ou WEBP');
    expect(logoProblem({ type: 'image/webp', size: 2 * 1024 * 1024 + 1 })).toBe('A imagem deve ter no máximo 2 MB');
  });

  it('the live preview uses a colour only once it is complete, with the same shades as the app theme', () => {
    expect(previewColor('#0d94', '#ea580c')).toBe('#ea580c');
    expect(previewColor(' #0D9488 ', '#ea580c')).toBe('#0d9488');
    const vars = themeCssVariables(buildTheme(previewColor('#0d9488', '#ea580c'), '#1e293b'));
    expect(vars['--color-primary-500']).toBe('#0d9488');
    expect(vars['--color-secondary-500']).toBe('#1e293b');
  });

  it("the tutoring number becomes Falar com Tutor's link: its digits with 55 (001 §2)", () => {
    expect(tutorChatLink(settingsFormDefaults(settings).tutoring_phone_number)).toBe('https://wa.me/5511987654321');
    expect(tutorChatLink('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
  });
});
