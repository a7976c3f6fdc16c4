import { describe, expect, it } from 'vitest';
import type { Company } from '@trilha/shared/companies';
import { companyFormDefaults, tenantAddress } from '../../apps/web/src/features/companies/company-form.ts';
import { companiesList } from '../../apps/web/src/features/companies/api.ts';
import { ltiConsumersList } from '../../apps/web/src/features/integrations/api.ts';

const companyListParams = (s: string) => companiesList.parse(new URLSearchParams(s));
const ltiListParams = (s: string) => ltiConsumersList.parse(new URLSearchParams(s));
import {
  AVATAR_FORM_ORDER,
  AVATAR_OPTIONS,
  DEFAULT_AVATAR,
  avatarAttributeApplies,
  avatarValues,
} from '../../apps/web/src/features/profiles/avatar-options.ts';
import { AVATAR_ATTRIBUTES, avatarAttributesSchema } from '@trilha/shared/users';

describe('companies', () => {
  it('the list shows active companies unless told otherwise (000 §2)', () => {
    expect(companyListParams('')).toEqual({ page: 1, per_page: 30, status: 'active' });
    expect(companyListParams('status=deleted&page=2&search=acme')).toEqual({
      page: 2,
      per_page: 30,
      search: 'acme',
      status: 'deleted',
    });
    expect(companyListParams('status=whatever').status).toBe('active');
    // The default is left out of the URL; another status is written.
    expect(companiesList.search(companyListParams('status=active&page=1')).toString()).toBe('');
    expect(companiesList.search(companyListParams('status=inactive')).toString()).toBe('status=inactive');
  });

  it('a new company starts active, unlimited, with every feature off', () => {
    expect(companyFormDefaults()).toMatchObject({ name: '', domain: '', status: 'active', students: 0, pro_mode: false });
  });

  it('an existing one starts from its values and first sub-domain', () => {
    const company = {
      id: 7,
      name: 'Acme',
      status: 'inactive',
      consumers: [{ id: 1, name: 'Acme', domain: 'acme' }],
      students: 50,
      tutors: 5,
      materials_license: 1,
      project_manager_license: 0,
      tutor_manager_license: 0,
      openai_enabled: true,
      smart_question_bank: false,
      topic_generator: true,
      smart_chat_bot: false,
      pro_mode: false,
    } as unknown as Company;
    expect(companyFormDefaults(company)).toMatchObject({
      name: 'Acme',
      domain: 'acme',
      status: 'inactive',
      students: 50,
      topic_generator: true,
    });
  });

  it('the sub-domain hint shows the address on the host in use', () => {
    expect(tenantAddress('acme', { protocol: 'http:', host: 'demo.localhost:8080' })).toBe('http://acme.localhost:8080');
    expect(tenantAddress('acme', { protocol: 'https:', host: 'demo.trilha.com.br' })).toBe('https://acme.trilha.com.br');
    expect(tenantAddress('', { protocol: 'https:', host: 'demo.trilha.com.br' })).toBe('https://….trilha.com.br');
  });
});

describe('integrations list state', () => {
  it('company_id must be a positive id', () => {
    expect(ltiListParams('company_id=3')).toEqual({ page: 1, per_page: 30, company_id: 3 });
    expect(ltiListParams('company_id=x').company_id).toBeUndefined();
    expect(ltiListParams('company_id=-1').company_id).toBeUndefined();
  });
});

describe('generated avatar attributes (001 §3)', () => {
  it('the form offers every attribute, and the defaults pass the shared schema', () => {
    expect([...AVATAR_FORM_ORDER].sort()).toEqual([...AVATAR_ATTRIBUTES].sort());
    expect(avatarAttributesSchema.safeParse(DEFAULT_AVATAR).success).toBe(true);
    for (const attr of AVATAR_ATTRIBUTES) expect(AVATAR_OPTIONS[attr]).toContain(DEFAULT_AVATAR[attr]);
  });

  it('saved values are kept; unknown ones fall back to the default', () => {
    expect(avatarValues({ skin_color: 'DarkBrown', top_type: 'Unknown' })).toMatchObject({
      skin_color: 'DarkBrown',
      top_type: DEFAULT_AVATAR.top_type,
    });
    expect(avatarValues(null)).toEqual(DEFAULT_AVATAR);
  });

  it('dependent attributes show only when they matter', () => {
    const v = avatarValues(null);
    expect(avatarAttributeApplies('hat_color', v)).toBe(false);
    expect(avatarAttributeApplies('hat_color', { ...v, top_type: 'Hat' })).toBe(true);
    expect(avatarAttributeApplies('hair_color', { ...v, top_type: 'NoHair' })).toBe(false);
    expect(avatarAttributeApplies('graphic_type', { ...v, clothe_type: 'GraphicShirt' })).toBe(true);
    expect(avatarAttributeApplies('facial_hair_color', v)).toBe(false);
  });
});
