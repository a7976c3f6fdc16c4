// The plain content kinds: the materials domain's own. Quiz, task and SCORM items are registered
// by the attempts, assignments and scorm domains (their `itemKinds`).
import { audioItemKind } from './audio.ts';
import { fileItemKind } from './file.ts';
import { iframeItemKind } from './iframe.ts';
import { urlItemKind } from './url.ts';

export const CONTENT_ITEM_KINDS = [urlItemKind, iframeItemKind, fileItemKind, audioItemKind];
