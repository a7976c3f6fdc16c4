import { useTranslation } from 'react-i18next';
import { ExternalLink, Link2 } from 'lucide-react';
import { TextField } from '../../../ui/Field.tsx';
import { defineWebItemKind, type ItemFieldsProps, type ItemViewerProps } from '../../../lib/item-kinds.ts';

function UrlViewer({ item }: ItemViewerProps) {
  const { t } = useTranslation();
  if (!item.url) return null;
  return (
    <div className="space-y-2">
      <p className="break-all text-sm text-slate-600">{item.url}</p>
      {/* A new tab that cannot reach back into this page (noopener) nor learn where it came from (noreferrer). */}
      <a
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary-600 px-4 text-sm font-semibold text-on-primary hover:bg-primary-700"
      >
        <ExternalLink className="size-4" aria-hidden />
        {t('materials.viewer.openLink')}
      </a>
    </div>
  );
}

function UrlFields({ form }: ItemFieldsProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('materials.form.url')}
      type="url"
      inputMode="url"
      error={form.formState.errors.url?.message}
      {...form.register('url')}
    />
  );
}

/** A link to a page elsewhere, opened in a new tab. */
export const webItemKind = defineWebItemKind({
  type: 'url',
  icon: Link2,
  Viewer: UrlViewer,
  form: { Fields: UrlFields, body: (v) => ({ url: v.url }) },
});
