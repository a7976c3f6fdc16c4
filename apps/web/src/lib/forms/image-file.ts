// A chosen image file (avatar, tenant logo), checked before it is sent: the server checks its bytes
// again and answers IMAGE_INVALID / IMAGE_TOO_LARGE. Pure: tests/web/admin-consumer-settings.test.ts.
import { z } from 'zod';
import { IMAGE_UPLOAD } from '@trilha/shared/kernel';
import { messageText } from '../../i18n/index.ts';

/** PNG, JPEG or WEBP of at most 2 MB (IMAGE_UPLOAD), else the spec's message. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_UPLOAD.types as readonly string[]).includes(file.type)) return messageText('imageInvalid');
  if (file.size > IMAGE_UPLOAD.maxBytes) return messageText('imageTooLarge');
  return null;
}

/** A form field holding a chosen image (a File from an <input type="file">). */
export const imageFileSchema = z
  .custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob, { error: messageText('imageRequired') })
  .superRefine((file, ctx) => {
    const problem = imageProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
