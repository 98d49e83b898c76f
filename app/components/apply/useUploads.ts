import { useCallback, useEffect, useRef, useState } from 'react'
import { MAX_UPLOADS } from '~/lib/application-options'
import { UPLOAD_NOT_IMAGE, UPLOAD_TOO_LARGE, UPLOADS_TOO_MANY } from '~/lib/application-rules'

/** The server's limit (uploads.server.ts MAX_IMAGE_BYTES), checked early to save a wasted upload. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export interface PickedImage {
  id: string
  file: File
  /** blob: URL of the thumbnail, revoked when the image is removed. */
  preview: string
}

/** The chosen images (at most 3, images only, 5 MB each) and the reason the last pick was refused. */
export function useUploads() {
  const [images, setImages] = useState<PickedImage[]>([])
  const [error, setError] = useState<string | null>(null)
  const current = useRef(images)
  current.current = images

  const add = useCallback((files: File[]) => {
    const room = MAX_UPLOADS - current.current.length
    let problem: string | null = null
    const accepted: PickedImage[] = []
    for (const file of files) {
      if (!file.type.startsWith('image/')) problem ??= UPLOAD_NOT_IMAGE
      else if (file.size > MAX_IMAGE_BYTES) problem ??= UPLOAD_TOO_LARGE
      else if (accepted.length >= room) problem = UPLOADS_TOO_MANY
      else accepted.push({ id: crypto.randomUUID(), file, preview: URL.createObjectURL(file) })
    }
    setError(problem)
    if (accepted.length > 0) setImages((list) => [...list, ...accepted])
  }, [])

  const remove = useCallback((id: string) => {
    setImages((list) => {
      const gone = list.find((i) => i.id === id)
      if (gone) URL.revokeObjectURL(gone.preview)
      return list.filter((i) => i.id !== id)
    })
    setError(null)
  }, [])

  const clear = useCallback(() => {
    for (const image of current.current) URL.revokeObjectURL(image.preview)
    setImages([])
    setError(null)
  }, [])

  // Thumbnails' blob: URLs hold memory until revoked.
  useEffect(() => () => current.current.forEach((i) => URL.revokeObjectURL(i.preview)), [])

  return { images, error, add, remove, clear }
}
