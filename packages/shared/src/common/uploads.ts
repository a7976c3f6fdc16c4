/** Image uploads (avatars, tenant logos): one file, checked by its content. */
export const IMAGE_UPLOAD = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;
