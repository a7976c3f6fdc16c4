import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { MESSAGES } from '@trilha/shared';
import { leadResponseSchema, type CreateLeadBody, type CreateLeadInput } from '@trilha/shared/leads';
import { request } from '../../lib/api.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { serverDetail } from '../users/user-rules.ts';
import { parseLead, formatWhatsapp, LEAD_FIELDS, type LeadField } from './waitlist.ts';

const createLead = (body: CreateLeadBody) => request('/leads', { method: 'POST', body, schema: leadResponseSchema });

type Values = Record<LeadField, string>;

/**
 * The feature-interest (waitlist) modal behind Produção, Tutores and Projetos (001 §2, §5): the shared
 * leads schema checks the form (the API checks it again) and its first problem is shown as a toast.
 * The person's name and e-mail and the tenant's company start filled in.
 */
export function WaitlistModal({ feature, onClose }: { feature: string | null; onClose: () => void }) {
  return feature === null ? null : <WaitlistForm key={feature} feature={feature} onClose={onClose} />;
}

function WaitlistForm({ feature, onClose }: { feature: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, company } = useRequiredSession();
  const initial = useRef<Values>({
    name: user.name,
    company: company.name,
    email: user.email,
    contact: '',
    additional_comments: '',
  });
  const [values, setValues] = useState<Values>(initial.current);
  const [invalid, setInvalid] = useState<{ field: LeadField; message: string } | null>(null);
  const refs = useRef<Partial<Record<LeadField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const dirty = LEAD_FIELDS.some((f) => values[f] !== initial.current[f]);

  const send = useMutation({
    mutationFn: createLead,
    onSuccess: (r) => {
      notify.success(r.message || MESSAGES.interestRegistered);
      onClose();
    },
    onError: (e) => notify.error(serverDetail(e) ?? t('waitlist.error'), { dialog: true }),
  });

  const set = (field: LeadField) => (e: { target: { value: string } }) => {
    const v = field === 'contact' ? formatWhatsapp(e.target.value) : e.target.value;
    setValues((old) => ({ ...old, [field]: v }));
    if (invalid?.field === field) setInvalid(null);
  };
  const field = (name: LeadField) => ({
    ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      refs.current[name] = el;
    },
    value: values[name],
    onChange: set(name),
    error: invalid?.field === name ? invalid.message : undefined,
  });

  return (
    <FormModal
      onClose={onClose}
      dirty={dirty && !send.isPending}
      title={t('comingSoon.featureTitle', { feature })}
      className="max-w-xl"
    >
      {(requestClose) => (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            const input: CreateLeadInput = { ...values, functionality_triggered: feature };
            const { body, issue } = parseLead(input);
            if (issue) {
              // 001 §5: the first error is shown as a toast; the field is marked and focused too.
              notify.error(issue.message, { dialog: true });
              if (issue.field !== 'functionality_triggered') {
                setInvalid({ field: issue.field, message: issue.message });
                refs.current[issue.field]?.focus();
              }
              return;
            }
            send.mutate(body);
          }}
        >
          <div className="flex gap-4 rounded-xl bg-secondary-50 p-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-secondary-100 text-secondary-800" aria-hidden>
              <Sparkles className="size-5" />
            </span>
            <p className="text-sm text-slate-700">{t('waitlist.intro', { feature })}</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('waitlist.name')} autoComplete="name" {...field('name')} />
            <TextField label={t('waitlist.company')} autoComplete="organization" {...field('company')} />
            <TextField label={t('waitlist.email')} type="email" inputMode="email" autoComplete="email" {...field('email')} />
            <TextField
              label={t('waitlist.whatsapp')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="(11) 98888-7777"
              {...field('contact')}
            />
          </div>
          <TextAreaField label={t('waitlist.comments')} hint={t('waitlist.commentsHint')} {...field('additional_comments')} />
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={requestClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('waitlist.submit')}
            </Button>
          </div>
        </form>
      )}
    </FormModal>
  );
}
