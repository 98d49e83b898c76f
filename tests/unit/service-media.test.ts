import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ServiceMediaView, videoVolumeRef } from '~/components/service/ServiceMediaView'
import { applyVideoVolume, mediaKind, VIDEO_VOLUME } from '~/lib/service-content/media'
import { PROTECTION_COMPARISON, PROTECTION_METRICS } from '~/lib/service-content/comparison'

describe('mediaKind', () => {
  it.each([
    '/v/clip.mp4',
    '/v/clip.webm',
    '/v/clip.mov',
    'https://cdn.example/a/B.MP4',
    '/v/x.mov?v=2',
    '/v/x.webm#t=5',
  ])('recognises %s as a video', (src) => expect(mediaKind(src)).toBe('video'))

  it.each([
    '/i/hero.svg',
    '/i/photo.jpg',
    '/i/photo.webp',
    '/i/clip.mp4.png',
    '/movie/poster',
    '/mp4',
    '/i/x.mpeg',
    '',
  ])('treats %s as an image', (src) => expect(mediaKind(src)).toBe('image'))

  it('does not read an extension from a folder name', () => {
    expect(mediaKind('/media.mp4/poster')).toBe('image')
  })
})

describe('video volume', () => {
  it('starts service page videos at volume 0.2', () => {
    expect(VIDEO_VOLUME).toBe(0.2)
    expect(applyVideoVolume({ volume: 1 }).volume).toBe(0.2)
  })

  it('sets the volume through the component’s ref as soon as the element exists', () => {
    const video = { volume: 1 }
    videoVolumeRef(video)
    expect(video.volume).toBe(0.2)
    expect(() => videoVolumeRef(null)).not.toThrow()
  })
})

describe('ServiceMediaView', () => {
  const base = { alt: 'A polished hood', width: 800, height: 600 }

  it('renders a video element with controls and captions for a video file', () => {
    const html = renderToStaticMarkup(
      createElement(ServiceMediaView, {
        media: { ...base, src: '/v/demo.webm', captions: '/v/demo.vtt' },
      }),
    )
    expect(html).toMatch(/^<video /)
    expect(html).toContain('controls=""')
    expect(html).toContain('aria-label="A polished hood"')
    expect(html).toContain('<track kind="captions" src="/v/demo.vtt"')
  })

  it('renders a lazy image with alt text and intrinsic size otherwise', () => {
    const html = renderToStaticMarkup(
      createElement(ServiceMediaView, { media: { ...base, src: '/i/hood.svg' } }),
    )
    expect(html).toBe(
      '<img src="/i/hood.svg" alt="A polished hood" width="800" height="600" loading="lazy" decoding="async" class=""/>',
    )
  })

  it('loads the hero image eagerly', () => {
    const html = renderToStaticMarkup(
      createElement(ServiceMediaView, { media: { ...base, src: '/i/hero.svg' }, lazy: false }),
    )
    expect(html).toContain('loading="eager"')
  })
})

describe('protection comparison', () => {
  it('carries the §3 ratings for protection, longevity, ease and chip resistance', () => {
    const table = Object.fromEntries(
      PROTECTION_COMPARISON.map((o) => [o.key, PROTECTION_METRICS.map((m) => o.ratings[m.key])]),
    )
    expect(table).toEqual({
      wax: [1, 1, 2, 1],
      sealant: [2, 2, 2, 1],
      ceramic: [4, 4, 4, 1],
      ppf: [5, 5, 3, 5],
    })
  })
})
