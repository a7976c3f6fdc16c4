import { useTranslation } from 'react-i18next';
import { Code } from 'lucide-react';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { EmbedViewer } from '../viewers/EmbedViewer.tsx';
import { defineWebItemKind, type ItemFieldsProps, type ItemViewerProps } from '../../../lib/item-kinds.ts';

const IframeViewer = ({ item }: ItemViewerProps) =>
  item.iframe_code ? <EmbedViewer code={item.iframe_code} title={item.title} /> : null;

function IframeFields({ form }: ItemFieldsProps) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={t('materials.form.iframeCode')}
      rows={4}
      className="font-mono"
      error={form.formState.errors.iframe_code?.message}
      {...form.register('iframe_code')}
    />
  );
}

/** An embedded player or page (the server keeps one allow-listed <iframe>). */
export const webItemKind = defineWebItemKind({
  type: 'iframe',
  icon: Code,
  Viewer: IframeViewer,
  form: { Fields: IframeFields, body: (v) => ({ iframe_code: v.iframe_code }) },
});
