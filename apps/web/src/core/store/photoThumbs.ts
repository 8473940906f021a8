/** The service worker's run-time cache of photo thumbnails (vite.config.ts): user data a wipe clears too. */
export const PHOTO_THUMB_CACHE = 'verge-photo-thumbs';

export async function forgetPhotoThumbnails(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PHOTO_THUMB_CACHE).catch((error: unknown) => {
    console.error('Clearing cached photo thumbnails failed', error);
  });
}
