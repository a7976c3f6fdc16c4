// Every item kind's web module, one line each (kinds/item-kind.ts says what a module decides). A
// new kind adds its module in its own feature and its line here; the type makes the list complete.
import type { MaterialItem, MaterialItemType } from '@trilha/shared/materials';
import type { WebItemKind } from './kinds/item-kind.ts';
import { audioWebKind } from './kinds/audio.tsx';
import { fileWebKind } from './kinds/file.tsx';
import { iframeWebKind } from './kinds/iframe.tsx';
import { urlWebKind } from './kinds/url.tsx';
import { taskWebKind } from '../assignments/task-item-kind.tsx';
import { quizWebKind } from '../attempts/quiz-item-kind.tsx';
import { scormWebKind } from '../scorm/scorm-item-kind.tsx';

export const ITEM_KINDS: Record<MaterialItemType, WebItemKind> = {
  task: taskWebKind,
  url: urlWebKind,
  quiz: quizWebKind,
  iframe: iframeWebKind,
  file: fileWebKind,
  scorm: scormWebKind,
  audio: audioWebKind,
};

export const itemKindOf = (item: Pick<MaterialItem, 'type'>): WebItemKind => ITEM_KINDS[item.type];
