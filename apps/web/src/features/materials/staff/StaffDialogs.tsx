// Staff forms of the Discipline Material screen, in their own chunk (DisciplineMaterialPage loads
// it only for someone who may edit the discipline): material, item and topic forms, item settings,
// bulk file import and delete confirmations.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI } from '@trilha/shared/kernel';
import { ApiError } from '../../../lib/api.ts';
import { DIALOG_TOASTER, notify, withSonner } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../ui/Modal.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import type { Material } from '@trilha/shared/materials';
import { deleteItem, deleteMaterial, importFiles, refreshMaterials, refreshTopics } from '../api.ts';
import type { StaffAction } from './actions.ts';
import { MaterialForm } from './MaterialForm.tsx';
import { ItemForm } from './ItemForm.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { DuplicateTopicDialog, TopicForm, deleteTopic } from './TopicForm.tsx';
import { FileInput } from '../../../ui/FileInput.tsx';
import { UploadBar } from '../../../ui/UploadBar.tsx';
import type { UploadProgress } from '../../../lib/api.ts';
import { FormActions } from '../../../ui/FormActions.tsx';

export default function StaffDialogs({
  disciplineId,
  materials,
  action,
  onClose,
}: {
  disciplineId: number;
  materials: Material[];
  action: StaffAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  switch (action.kind) {
    case 'material':
      return <MaterialForm disciplineId={disciplineId} material={action.material} onClose={onClose} />;
    case 'item':
      return <ItemForm disciplineId={disciplineId} materialId={action.materialId} item={action.item} onClose={onClose} />;
    case 'settings':
      return <SettingsForm disciplineId={disciplineId} item={action.item} onClose={onClose} />;
    case 'import':
      return (
        <ImportForm
          disciplineId={disciplineId}
          material={materials.find((m) => m.id === action.materialId)}
          materialId={action.materialId}
          onClose={onClose}
        />
      );
    case 'deleteMaterial':
      return (
        <DeleteDialog
          message={t('materials.staff.confirmDeleteMaterial', { name: action.material.name })}
          run={() => deleteMaterial(action.material.id)}
          failed={t('messages.materialDeleteFailed')}
          refresh={() => refreshMaterials(disciplineId)}
          onClose={onClose}
        />
      );
    case 'deleteItem':
      return (
        <DeleteDialog
          message={t('materials.staff.confirmDeleteItem', { title: action.item.title })}
          run={() => deleteItem(action.item.id)}
          failed={t('messages.materialItemDeleteFailed')}
          refresh={() => refreshMaterials(disciplineId)}
          onClose={onClose}
        />
      );
    case 'topic':
      return <TopicForm disciplineId={disciplineId} topic={action.topic} onCreated={action.onCreated} onClose={onClose} />;
    case 'duplicateTopic':
      return <DuplicateTopicDialog disciplineId={disciplineId} topic={action.topic} onClose={onClose} />;
    case 'deleteTopic':
      return (
        <DeleteDialog
          message={t('materials.topics.confirmDelete', { title: action.topic.title })}
          run={() => deleteTopic(action.topic.id)}
          failed={t('materials.errors.topicDelete')}
          refresh={() => refreshTopics(disciplineId)}
          onClose={onClose}
        />
      );
  }
}

function DeleteDialog({
  message,
  run,
  failed,
  refresh,
  onClose,
}: {
  message: string;
  run: () => Promise<{ message: string }>;
  /** The error toast, in the "Erro ao excluir …, tente novamente!" wording. */
  failed: string;
  /** Refetches the list the deleted record was in. */
  refresh: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open
      title={t('app.confirm')}
      message={message}
      confirmLabel={t('materials.staff.delete')}
      cancelLabel={t('app.cancel')}
      onCancel={onClose}
      onConfirm={() => {
        if (busy) return;
        setBusy(true);
        run().then(
          async (r) => {
            notify.success(r.message);
            onClose();
            await refresh();
          },
          () => {
            notify.error(failed);
            onClose();
          },
        );
      }}
    />
  );
}

/**
 * POST /materials/file/import: many pdf/docx/txt files become file items of one material. A refusal
 * lists the spec's texts ('Os titulos dos arquivos podem contem no máximo 50 caracteres' and one
 * 'Arquivo Invalido: {file}' per bad file), each a toast of 20 s (000 §5, §9).
 */
function ImportForm({
  disciplineId,
  material,
  materialId,
  onClose,
}: {
  disciplineId: number;
  material: Material | undefined;
  materialId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // The 20 s file toasts belong to this modal: closing it takes them along (the dialog toaster is
  // shared, so they would otherwise show again in the next modal).
  const fileToasts = useRef<(string | number)[]>([]);
  useEffect(
    () => () => {
      const ids = fileToasts.current;
      if (ids.length) withSonner(({ toast }) => ids.forEach((id) => toast.dismiss(id)));
    },
    [],
  );
  const submit = async () => {
    if (busy) return;
    if (files.length === 0) {
      setError(t('messages.materialImportFilesRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    const form = new FormData();
    form.set('material_id', String(materialId));
    for (const f of files) form.append('files', f, f.name);
    try {
      const r = await importFiles(form, setProgress);
      notify.success(r.message);
      onClose();
      await refreshMaterials(disciplineId);
    } catch (e) {
      const texts = e instanceof ApiError && e.code === 'MATERIAL_IMPORT_INVALID' ? (e.errors?.files ?? [e.message]) : null;
      if (texts) {
        setError(texts[0]);
        withSonner(({ toast }) => {
          for (const text of texts)
            fileToasts.current.push(toast.error(text, { duration: UI.invalidFileToastMs, toasterId: DIALOG_TOASTER }));
        });
      } else
        notify.error(e instanceof ApiError && e.serverMessage ? e.serverMessage : t('messages.materialItemCreateFailed'), {
          dialog: true,
        });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  return (
    <FormModal onClose={onClose} dirty={files.length > 0} title={t('materials.form.importTitle')} className="max-w-xl">
      {(requestClose) => (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          className="space-y-4"
        >
          {material && (
            <p className="text-sm text-slate-600">
              {t('materials.form.material')}: <span className="font-medium text-slate-900">{material.name}</span>
            </p>
          )}
          <p className="text-sm text-slate-600">{t('materials.form.importHelp')}</p>
          <FileInput
            label={t('materials.form.importFiles')}
            accept=".pdf,.docx,.txt"
            multiple
            error={error}
            onFiles={(list) => setFiles(list)}
          />
          {files.length > 0 && (
            <ul className="max-h-40 space-y-1 overflow-auto text-sm text-slate-700">
              {files.map((f) => (
                <li key={f.name} className="truncate">
                  {f.name}
                </li>
              ))}
            </ul>
          )}
          {progress && <UploadBar label={t('materials.form.uploading', { name: material?.name ?? '' })} progress={progress} />}
          <FormActions onCancel={requestClose} pending={busy} submitLabel={t('materials.form.importSubmit')} />
        </form>
      )}
    </FormModal>
  );
}
