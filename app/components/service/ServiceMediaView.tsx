import { applyVideoVolume, intrinsicSize, mediaKind } from '~/lib/service-content/media'
import { type ServiceMedia } from '~/lib/service-content/types'

interface Props {
  media: ServiceMedia
  className?: string
  /** Below-the-fold media load lazily; the hero does not. */
  lazy?: boolean
}

/**
 * Sets the starting volume as soon as the element exists. A server-rendered video may load its
 * metadata before React hydrates, so waiting for loadedmetadata alone could miss it.
 */
export function videoVolumeRef(element: { volume: number } | null): void {
  if (element) applyVideoVolume(element)
}

/** An image, or a video when the file is mp4, webm or mov (spec §2). */
export function ServiceMediaView({ media, className = '', lazy = true }: Props) {
  if (mediaKind(media.src) === 'video') {
    return (
      <video
        ref={videoVolumeRef}
        src={media.src}
        width={media.width}
        height={media.height}
        aria-label={media.alt}
        controls
        playsInline
        preload="metadata"
        onLoadedMetadata={(event) => applyVideoVolume(event.currentTarget)}
        className={className}
      >
        {/* Content checks (tests/unit/service-content.test.ts) require captions for every video. */}
        <track kind="captions" src={media.captions} srcLang="en" label="English" default />
      </video>
    )
  }
  return (
    <img
      src={media.src}
      alt={media.alt}
      {...intrinsicSize(media)}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      className={className}
    />
  )
}
