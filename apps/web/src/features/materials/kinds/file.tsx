import { FileText } from 'lucide-react';
import { FileViewer } from '../viewers/FileViewer.tsx';
import { defineWebItemKind, type ItemViewerProps } from '../../../lib/item-kinds.ts';

const FileItemViewer = ({ item }: ItemViewerProps) =>
  item.file && item.file_type ? <FileViewer url={item.file.url} name={item.file.name} kind={item.file_type} /> : null;

/** A document read in the page; its name says which (PDF, Word, text). */
export const webItemKind = defineWebItemKind({
  type: 'file',
  icon: FileText,
  label: (item) => (item.file_type ? `materials.kinds.${item.file_type}` : 'materials.kinds.file'),
  Viewer: FileItemViewer,
  form: { mainFile: 'file' },
});
