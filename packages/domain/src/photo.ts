import { z } from 'zod';
import { idSchema, photoKeySchema, uuidSchema } from './common';

export const PHOTO_TARGET_TYPES = ['vegetation-issue', 'culvert-inspection'] as const;
export const photoTargetTypeSchema = z.enum(PHOTO_TARGET_TYPES);
export type PhotoTargetType = z.infer<typeof photoTargetTypeSchema>;
export const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/gif',
] as const;
export const photoContentTypeSchema = z.enum(PHOTO_CONTENT_TYPES);

export const uploadPhotoRequestSchema = z.object({
  uuid: uuidSchema,
  targetType: photoTargetTypeSchema,
  parentUuid: uuidSchema,
  fileType: photoContentTypeSchema,
});
export type UploadPhotoRequest = z.infer<typeof uploadPhotoRequestSchema>;
export const addPhotoToExistingRequestSchema = z.object({
  /**
   * The photo's own uuid: a repeated add answers the photo already stored. Optional for clients that
   * predate it; without it the server makes one up, so each such call stores a new photo.
   */
  uuid: uuidSchema.optional(),
  targetType: photoTargetTypeSchema,
  parentId: idSchema,
  fileType: photoContentTypeSchema,
});
export type AddPhotoToExistingRequest = z.infer<typeof addPhotoToExistingRequestSchema>;
export const removePhotoRequestSchema = z.object({
  targetType: photoTargetTypeSchema,
  parentId: idSchema,
  fileKey: photoKeySchema,
});
export type RemovePhotoRequest = z.infer<typeof removePhotoRequestSchema>;
export const photoUploadedSchema = z.object({ success: z.literal(true), key: z.string() });
export type PhotoUploaded = z.infer<typeof photoUploadedSchema>;
