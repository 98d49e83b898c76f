import { type ServiceMedia } from './types'

export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'] as const

/** Volume a service page video starts at (spec §2), so autoplaying sound never blares. */
export const VIDEO_VOLUME = 0.2

export type MediaKind = 'image' | 'video'

/** Videos are recognised by extension (mp4, webm, mov), ignoring case, query and fragment. */
export function mediaKind(src: string): MediaKind {
  const path = src.split(/[?#]/, 1)[0] ?? ''
  const dot = path.lastIndexOf('.')
  if (dot < 0 || dot < path.lastIndexOf('/')) return 'image'
  const extension = path.slice(dot + 1).toLowerCase()
  return VIDEO_EXTENSIONS.some((v) => v === extension) ? 'video' : 'image'
}

/** Sets a media element's starting volume; returns it for chaining in ref callbacks. */
export function applyVideoVolume<T extends { volume: number }>(element: T): T {
  element.volume = VIDEO_VOLUME
  return element
}

/** An image's intrinsic size, so the page does not shift as it loads. */
export function intrinsicSize({ width, height }: ServiceMedia) {
  return { width, height }
}
