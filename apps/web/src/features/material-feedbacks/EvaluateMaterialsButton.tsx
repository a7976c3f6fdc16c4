import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { createMaterialFeedbackBodySchema, type MaterialFeedback } from '@trilha/shared/material-feedbacks';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { materialFeedbacksKey, myMaterialFeedbacksQuery, rateMaterial } from './api.ts';
import { StarInput } from './StarRating.tsx';
import { FormActions } from '../../ui/FormActions.tsx';

type MaterialRef = { id: number; name: string };
type Values = { material_id: number; rating: number | null; comment: string };

/**
 * "Avaliar materiais" (000 §2: a student with materials sees it): a button that opens the rating
 * modal. Renders nothing for anyone who may not rate or when the discipline has no materials.
 */
export function EvaluateMaterialsButton({ disciplineId, materials }: { disciplineId: number; materials: MaterialRef[] }) {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const [open, setOpen] = useState(false);
  if (!can(s.user.type, 'material-feedbacks:create') || materials.length === 0) return null;
  return (
    <>
      <Button variant="secondary" icon={<Star className="size-4" aria-hidden />} onClick={() => setOpen(true)}>
        {t('materialFeedbacks.evaluate')}
      </Button>
      {open && <EvaluateMaterialsModal disciplineId={disciplineId} materials={materials} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Rate one material at a time; a material already rated opens with the student's rating, to edit it. */
export function EvaluateMaterialsModal({
  disciplineId,
  materials,
  onClose,
}: {
  disciplineId: number;
  materials: MaterialRef[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const mine = useQuery(myMaterialFeedbacksQuery(disciplineId));
  const own = new Map<number, MaterialFeedback>((mine.data?.meta.mine ?? []).map((r) => [r.material.id, r]));
  const valuesFor = (materialId: number): Values => {
    const r = own.get(materialId);
    return { material_id: materialId, rating: r?.rating ?? null, comment: r?.comment ?? '' };
  };
  const { form, onSubmit, pending } = useServerForm({
    schema: createMaterialFeedbackBodySchema,
    defaultValues: valuesFor(materials[0]!.id),
    prepare: (v) => ({ ...v, rating: v.rating ?? 0, comment: v.comment || null }),
    dialog: true,
    submit: (body) => rateMaterial(body),
    // The spec's "review thanks" toast: the server's message ('Obrigado pela sua avaliação!').
    errorMessage: (e) => serverDetail(e) ?? t('materialFeedbacks.error'),
    onSuccess: async () => {
      onClose();
      await qc.invalidateQueries({ queryKey: materialFeedbacksKey(disciplineId) });
    },
  });
  const {
    register,
    watch,
    setValue,
    reset,
    formState: { errors, isDirty },
  } = form;
  const materialId = watch('material_id');
  // The student's own ratings arrive after the modal opened: show theirs unless they started typing.
  const loaded = mine.data !== undefined;
  useEffect(() => {
    if (loaded && !form.formState.isDirty) reset(valuesFor(form.getValues('material_id')));
    // Once, when the ratings arrive (valuesFor and the form are re-created every render).
  }, [loaded]);
  const rating = watch('rating');
  const editing = own.has(materialId);

  return (
    <FormModal onClose={onClose} dirty={isDirty && !pending} title={t('materialFeedbacks.modalTitle')}>
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
          <p className="text-sm text-slate-700">{t('materialFeedbacks.modalIntro')}</p>
          <SelectField
            label={t('materialFeedbacks.material')}
            error={errors.material_id?.message}
            {...register('material_id', {
              setValueAs: Number,
              // Another material: its own rating (or a blank one) replaces the form's values.
              onChange: (e) => reset(valuesFor(Number(e.target.value))),
            })}
          >
            {materials.map((m) => (
              <option key={m.id} value={m.id}>
                {own.has(m.id) ? t('materialFeedbacks.rated', { name: m.name }) : m.name}
              </option>
            ))}
          </SelectField>
          <StarInput
            label={t('materialFeedbacks.rating')}
            value={rating}
            onChange={(n) => setValue('rating', n, { shouldDirty: true, shouldValidate: true })}
            error={errors.rating ? t('materialFeedbacks.ratingRequired') : undefined}
          />
          <TextAreaField
            label={t('materialFeedbacks.comment')}
            placeholder={t('materialFeedbacks.commentPlaceholder')}
            rows={4}
            maxLength={1000}
            error={errors.comment?.message}
            {...register('comment')}
          />
          <FormActions
            onCancel={requestClose}
            pending={pending}
            submitLabel={editing ? t('materialFeedbacks.update') : t('materialFeedbacks.send')}
          />
        </form>
      )}
    </FormModal>
  );
}
