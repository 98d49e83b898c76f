import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'
import { intrinsicSize } from '~/lib/service-content/media'
import { type ContainerSize, type ServiceMedia } from '~/lib/service-content/types'
import { percentAfterKey, percentFromPointer, SLIDER_MAX, SLIDER_MIN, SLIDER_START } from './slider'

const WIDTHS: Record<ContainerSize, string> = {
  small: 'max-w-xl',
  medium: 'max-w-3xl',
  large: 'max-w-5xl',
}

interface Props {
  before?: ServiceMedia
  after?: ServiceMedia
  size: ContainerSize
}

/** Before/after comparison: starts at 50%, dragged by mouse or touch, 1% per arrow key. */
export function BeforeAfterSlider({ before, after, size }: Props) {
  if (!before || !after) {
    return (
      <p
        className={`mx-auto w-full ${WIDTHS[size]} rounded-xl bg-slate-100 p-8 text-center text-slate-600`}
      >
        Before/After images not available.
      </p>
    )
  }
  return <Comparison before={before} after={after} size={size} />
}

function Comparison({ before, after, size }: Required<Props>) {
  const [percent, setPercent] = useState(SLIDER_START)
  const [hydrated, setHydrated] = useState(false)
  const frame = useRef<HTMLDivElement>(null)
  const handle = useRef<HTMLDivElement>(null)
  const dragging = useRef(false)
  useEffect(() => setHydrated(true), [])

  function moveTo(clientX: number) {
    const rect = frame.current?.getBoundingClientRect()
    if (rect) setPercent(percentFromPointer(clientX, rect.left, rect.width))
  }
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    dragging.current = true
    // Capture keeps the drag alive when the pointer leaves the frame mid-gesture.
    event.currentTarget.setPointerCapture(event.pointerId)
    moveTo(event.clientX)
    handle.current?.focus({ preventScroll: true })
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current) moveTo(event.clientX)
  }
  function endDrag(event: PointerEvent<HTMLDivElement>) {
    dragging.current = false
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId)
    }
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = percentAfterKey(event.key, percent)
    if (next === null) return
    event.preventDefault()
    setPercent(next)
  }

  const shown = Math.round(percent)
  return (
    <div className={`mx-auto w-full ${WIDTHS[size]}`}>
      <div
        ref={frame}
        data-hydrated={hydrated ? 'true' : undefined}
        className="relative cursor-ew-resize touch-pan-y select-none overflow-hidden rounded-xl bg-slate-200 shadow-lg"
        style={{ aspectRatio: `${after.width} / ${after.height}` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <SliderImage media={after} />
        <SliderImage media={before} clipRight={100 - percent} />
        <span aria-hidden className={`${TAG} left-3`}>
          Before
        </span>
        <span aria-hidden className={`${TAG} right-3`}>
          After
        </span>
        <div
          ref={handle}
          role="slider"
          tabIndex={0}
          aria-label="Before and after comparison"
          aria-valuemin={SLIDER_MIN}
          aria-valuemax={SLIDER_MAX}
          aria-valuenow={shown}
          aria-valuetext={`${shown}% before, ${100 - shown}% after`}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          className="group absolute inset-y-0 w-11 -translate-x-1/2 focus:outline-none"
          style={{ left: `${percent}%` }}
        >
          <span
            aria-hidden
            className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-white shadow"
          />
          <span
            aria-hidden
            className="absolute left-1/2 top-1/2 grid h-11 w-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-lg font-bold text-slate-800 shadow-md ring-brand-600 ring-offset-2 group-focus-visible:ring-4"
          >
            ↔
          </span>
        </div>
      </div>
      <p className="mt-2 text-center text-sm text-slate-600">
        Drag the handle, or focus it and use the arrow keys, to compare.
      </p>
    </div>
  )
}

/** One of the two stacked photos; the before one is cut off `clipRight` percent from the right. */
function SliderImage({ media, clipRight }: { media: ServiceMedia; clipRight?: number }) {
  return (
    <img
      src={media.src}
      alt={media.alt}
      {...intrinsicSize(media)}
      loading="lazy"
      decoding="async"
      draggable={false}
      className="absolute inset-0 h-full w-full object-cover"
      style={clipRight === undefined ? undefined : { clipPath: `inset(0 ${clipRight}% 0 0)` }}
    />
  )
}

const TAG =
  'pointer-events-none absolute top-3 rounded bg-slate-900/75 px-2 py-1 text-xs font-semibold uppercase tracking-wide text-white'
